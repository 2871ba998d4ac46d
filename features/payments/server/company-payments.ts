import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { offers, payments, plans } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { checkPaymentWithProvider } from './check';

/**
 * Payments are the company's (decision 0031: every member of the company sees them, whatever offers they
 * reach): a member reads the payments of their active company on this board, and no other company's, even one
 * they also belong to (they switch to it first). Another company's payment does not exist for them (404).
 */
const ofActiveCompany = (caller: EmployerCaller, paymentId: number): SQL =>
  and(eq(payments.id, paymentId), eq(payments.tenantId, caller.tenantId), eq(payments.companyId, caller.companyId))!;

/** How often a poll may ask the provider itself (the return page polls every few seconds). */
const ASK_PROVIDER_EVERY_MS = 3_000;

/**
 * GET /v1/payments/{paymentId}/status. The return URL proves nothing: an open payment's poll asks the provider
 * (at most every few seconds) and settles it through the same fulfilment as the webhook.
 */
export async function paymentStatus(db: Db, caller: EmployerCaller, paymentId: number, now = new Date()) {
  const select = () =>
    db
      .select({
        id: payments.id,
        status: payments.status,
        provider: payments.provider,
        providerRef: payments.providerRef,
        lastCheckedAt: payments.lastCheckedAt,
      })
      .from(payments)
      .where(ofActiveCompany(caller, paymentId));
  const [payment] = await select();
  if (!payment) throw new AppError('NOT_FOUND', 'notFound');
  const open = payment.status === 'pending' || payment.status === 'started';
  if (
    open &&
    payment.providerRef &&
    (!payment.lastCheckedAt || +now - +payment.lastCheckedAt >= ASK_PROVIDER_EVERY_MS)
  ) {
    await checkPaymentWithProvider(db, payment, now);
    const [fresh] = await select();
    return fresh!.status;
  }
  return payment.status;
}

/** The payment the return page shows, with its offer's title and its plan's names; null when not the caller's. */
export async function paymentForReturnPage(db: Db, caller: EmployerCaller, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, offerTitle: offers.title, planNames: plans.names })
    .from(payments)
    .leftJoin(offers, eq(offers.id, payments.offerId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(ofActiveCompany(caller, paymentId));
  return row ?? null;
}
