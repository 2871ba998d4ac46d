import type { Db, DbOrTx } from '@/lib/db/client';
import type { PaymentProviderName } from '@/lib/db/schema';

/** What a provider is asked to collect: one payment attempt (our order). */
export interface ProviderOrder {
  paymentId: number;
  /** Our order id at the provider (sessionId, client_reference_id): unique per attempt. */
  sessionId: string;
  /** In minor units (grosze). */
  amount: number;
  currency: string;
  description: string;
  email: string;
  locale: 'pl' | 'en';
  /** Where the provider sends the browser back (our return page; proves nothing). */
  returnUrl: string;
  /** Where the provider sends server-to-server notifications (our webhook). */
  notifyUrl: string;
}

export interface CreatedPayment {
  redirectUrl: string;
  /** The provider's reference of the transaction (token, session id). */
  providerRef: string;
}

/** What a provider says about a payment, from a verified notification or a status query. */
export interface ProviderReport {
  /** The provider's event id: a second delivery of the same event carries the same id. */
  eventId: string;
  sessionId: string;
  /** `cancelled`: the payer gave up at the provider (reported as cancelled, not as a failure). */
  status: 'paid' | 'pending' | 'failed' | 'cancelled';
  amount: number;
  currency: string;
  /** Provider-specific facts a confirmation needs (e.g. Przelewy24's orderId). */
  orderId?: string;
  /** The notification as received (stored with the event; never holds our secrets). */
  payload: Record<string, unknown>;
}

/** A notification that is not from the provider (bad signature, unknown merchant, unreadable body). */
export class NotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejected';
  }
}

/** The one interface every payment provider implements. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(db: DbOrTx, order: ProviderOrder): Promise<CreatedPayment>;
  /** Checks a notification's signature on the raw body; throws NotificationRejected. */
  verifyNotification(rawBody: string, headers: Headers): Promise<ProviderReport>;
  /**
   * The provider's own booking step before money counts (Przelewy24's verify call; the embedded provider
   * models it). False: not confirmed, the payment stays pending.
   */
  confirm(db: Db, report: ProviderReport): Promise<boolean>;
  /** Asks the provider about an attempt (reconciliation, status polls); null when it knows nothing yet. */
  queryStatus(db: Db, payment: { sessionId: string; providerRef: string | null }): Promise<ProviderReport | null>;
}

/** The provider could not be asked (its verify call failed): the notification is to be retried later. */
export class ProviderUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ProviderUnavailable';
  }
}

/** Our order id for a payment, and back. */
export const sessionIdOf = (paymentId: number) => `wakat-${paymentId}`;
export function paymentIdOfSession(sessionId: string): number | null {
  const match = /^wakat-(\d{1,10})$/.exec(sessionId);
  return match ? Number(match[1]) : null;
}

/** Minor units of a decimal amount (123.45 → 12345). */
export const toMinor = (amount: number) => Math.round(amount * 100);
