import type { PaymentStatus } from '@/lib/db/schema/commerce';

/** What the payer sees (the spec's "Payment status mapping"): pending/started, paid/ok, failed/error. */
export type PaymentOutcome = 'pending' | 'success' | 'failure' | 'cancelled';

const OUTCOME: Record<PaymentStatus, PaymentOutcome> = {
  pending: 'pending',
  started: 'pending',
  paid: 'success',
  ok: 'success',
  failed: 'failure',
  error: 'failure',
  // The payer gave up (or the attempt was voided): not a failure, nothing was charged.
  cancelled: 'cancelled',
};

/** The outcome of a status the API answered; anything unknown is still pending (never a false success). */
export function paymentOutcome(status: string): PaymentOutcome {
  return (OUTCOME as Record<string, PaymentOutcome>)[status] ?? 'pending';
}
