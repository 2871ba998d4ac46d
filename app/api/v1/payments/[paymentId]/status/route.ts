// GET /v1/payments/{paymentId}/status – { data: { status } }: pending | started | paid | ok | failed | error.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { checkPaymentWithProvider } from '@/features/payments/server/check';
import { payments } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';
import { rowId } from '@/lib/http/row-id';

/** How often a poll may ask the provider itself (the return page polls every few seconds). */
const ASK_PROVIDER_EVERY_MS = 3_000;

export const GET = withRoute(
  { auth: 'employer', params: z.object({ paymentId: rowId }) },
  async ({ caller, params, tenant, db }) => {
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
        .where(
          and(
            eq(payments.id, params.paymentId),
            eq(payments.tenantId, tenant.id),
            inArray(payments.companyId, caller.companyIds),
          ),
        );
    const [payment] = await select();
    // Another company's payment does not exist for this caller.
    if (!payment) throw new AppError('NOT_FOUND', 'notFound');
    const now = new Date();
    const open = payment.status === 'pending' || payment.status === 'started';
    if (
      open &&
      payment.providerRef &&
      (!payment.lastCheckedAt || +now - +payment.lastCheckedAt >= ASK_PROVIDER_EVERY_MS)
    ) {
      // The return URL proves nothing: the poll asks the provider and settles through the same fulfilment.
      await checkPaymentWithProvider(db, payment, now);
      const [fresh] = await select();
      return { data: { status: fresh!.status } };
    }
    return { data: { status: payment.status } };
  },
);
