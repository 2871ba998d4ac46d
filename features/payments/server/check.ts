import 'server-only';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import type { ScheduledJob } from '@/lib/scheduler/scheduler';
import { logger } from '@/lib/log';
import { isProviderConfigured, providerByName } from './providers';
import {
  NotificationRejected,
  paymentIdOfSession,
  ProviderUnavailable,
  sessionIdOf,
  toMinor,
  type PaymentProvider,
  type ProviderReport,
} from './providers/types';
import { PaymentMismatch, settlePayment, type SettleOutcome } from './settle';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Asks the provider about an open payment and settles what it says through the same fulfilment as the
 * webhook (a paid report is first confirmed, as Przelewy24 requires). A provider that does not answer
 * leaves the payment pending: the next poll or the reconciliation job asks again.
 */
export async function checkPaymentWithProvider(
  db: Db,
  payment: Pick<PaymentRow, 'id' | 'provider' | 'providerRef' | 'status'>,
  now = new Date(),
): Promise<SettleOutcome | null> {
  if (payment.status !== 'pending' && payment.status !== 'started') return null;
  await db.update(payments).set({ lastCheckedAt: now }).where(eq(payments.id, payment.id));
  try {
    const provider = providerByName(payment.provider);
    const report = await provider.queryStatus(db, {
      sessionId: sessionIdOf(payment.id),
      providerRef: payment.providerRef,
    });
    if (!report || report.status === 'pending') return null;
    if (report.status === 'paid' && !(await provider.confirm(db, report))) return null;
    return (await settlePayment(db, payment.provider, report, { now })).outcome;
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, 'payment status check failed');
    return null;
  }
}

/**
 * What the webhook answers: 200 for anything handled (also repeats), 400 for what is refused, 404 for a
 * provider this install does not use, 503 when the provider's own verify call failed (the provider retries).
 */
export type NotificationResult =
  | { status: 200; outcome: SettleOutcome }
  | { status: 400; reason: string }
  | { status: 404; reason: string }
  | { status: 503; reason: string };

/**
 * A verified notification checked against our own order before anything is asked of the provider: the
 * payment exists, is this provider's, and the amount and currency are what we asked for.
 */
export async function assertMatchesOrder(db: Db, providerName: PaymentRow['provider'], report: ProviderReport) {
  const paymentId = paymentIdOfSession(report.sessionId);
  if (paymentId === null) throw new PaymentMismatch('unknown session');
  const [payment] = await db
    .select({ provider: payments.provider, grossAmount: payments.grossAmount, currency: payments.currency })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) throw new PaymentMismatch('unknown payment');
  if (payment.provider !== providerName) throw new PaymentMismatch('other provider');
  if (report.amount !== toMinor(payment.grossAmount) || report.currency.toUpperCase() !== payment.currency)
    throw new PaymentMismatch('amount or currency');
}

/**
 * Handles one provider notification, verified on its raw body (signature, merchant), then checked against
 * the stored order, and only then confirmed with the provider (Przelewy24's verify call). A verify call
 * that fails answers 503 with one log line: the provider sends the notification again later.
 */
export async function handleNotification(
  db: Db,
  providerName: PaymentRow['provider'],
  rawBody: string,
  headers: Headers,
  now = new Date(),
): Promise<NotificationResult> {
  if (!isProviderConfigured(providerName)) return { status: 404, reason: 'provider not configured' };
  const provider = providerByName(providerName);
  try {
    const report = await provider.verifyNotification(rawBody, headers);
    await assertMatchesOrder(db, providerName, report);
    if (report.status === 'paid' && !(await confirmOrUnavailable(provider, db, report))) {
      logger.warn({ provider: providerName, sessionId: report.sessionId }, 'payment notification not confirmed');
      return { status: 400, reason: 'not confirmed' };
    }
    return { status: 200, outcome: (await settlePayment(db, providerName, report, { now })).outcome };
  } catch (error) {
    if (error instanceof NotificationRejected || error instanceof PaymentMismatch) {
      // Logged without the body or any secret: the reason and the provider suffice to investigate.
      logger.warn({ provider: providerName, reason: error.message }, 'payment notification refused');
      return { status: 400, reason: error.message };
    }
    if (error instanceof ProviderUnavailable) {
      logger.warn({ provider: providerName, reason: error.message }, 'payment provider unavailable; notification to be retried');
      return { status: 503, reason: 'provider unavailable' };
    }
    throw error;
  }
}

/** The provider's verify call; a call that fails (network, 5xx) is the provider being unavailable. */
async function confirmOrUnavailable(provider: PaymentProvider, db: Db, report: ProviderReport): Promise<boolean> {
  try {
    return await provider.confirm(db, report);
  } catch (error) {
    throw new ProviderUnavailable(error instanceof Error ? error.message : 'verify failed');
  }
}

const RECONCILE_EVERY_MS = 5 * 60_000;

/**
 * Settles payments whose notification never came (a provider that timed out, a lost webhook): every five
 * minutes, open payments older than two minutes and younger than a week are checked with their provider.
 */
export async function reconcilePayments(db: Db, now = new Date(), limit = 50) {
  const open = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerRef: payments.providerRef,
      status: payments.status,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['pending', 'started']),
        isNotNull(payments.providerRef),
        lt(payments.createdAt, new Date(now.getTime() - 2 * 60_000)),
        gt(payments.createdAt, new Date(now.getTime() - 7 * 86_400_000)),
        or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, new Date(now.getTime() - 60_000))),
      ),
    )
    .orderBy(payments.id)
    .limit(limit);
  const result = { checked: open.length, paid: 0, failed: 0 };
  for (const payment of open) {
    const outcome = await checkPaymentWithProvider(db, payment, now);
    if (outcome === 'paid') result.paid++;
    if (outcome === 'failed') result.failed++;
  }
  return result;
}

export const paymentReconciliationJob: ScheduledJob = {
  name: 'payments-reconcile',
  intervalMs: 60_000,
  slotOf: (now) => new Date(Math.floor(now.getTime() / RECONCILE_EVERY_MS) * RECONCILE_EVERY_MS).toISOString(),
  run: (db, _slot, now) => reconcilePayments(db, now),
};
