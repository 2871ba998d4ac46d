import type { PaymentStatus } from '@/lib/db/schema/commerce';

/** What the payer sees (the spec's "Payment status mapping"): pending/started, paid/ok, failed/error. */
export type PaymentOutcome = 'pending' | 'success' | 'failure';

const OUTCOME: Record<PaymentStatus, PaymentOutcome> = {
  pending: 'pending',
  started: 'pending',
  paid: 'success',
  ok: 'success',
  failed: 'failure',
  error: 'failure',
};

/** The outcome of a status the API answered; anything unknown is still pending (never a false success). */
export function paymentOutcome(status: string): PaymentOutcome {
  return (OUTCOME as Record<string, PaymentOutcome>)[status] ?? 'pending';
}
