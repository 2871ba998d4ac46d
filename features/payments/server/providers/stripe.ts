import Stripe from 'stripe';
import {
  NotificationRejected,
  type CreatedPayment,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderReport,
} from './types';

/**
 * Stripe Checkout through the official SDK: a Checkout Session per attempt (client_reference_id = our
 * order id, created with an Idempotency-Key), webhooks verified on the raw body by the SDK, fulfilment on
 * `checkout.session.completed` when paid and on `checkout.session.async_payment_succeeded`.
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
}

interface SessionLike {
  id: string;
  client_reference_id: string | null;
  payment_status: string;
  status?: string | null;
  amount_total: number | null;
  currency: string | null;
  payment_intent?: string | { id: string } | null;
}

/** The report of a Checkout Session (from an event or a retrieve). */
function reportOf(eventId: string, type: string, session: SessionLike): ProviderReport | null {
  if (!session.client_reference_id) return null;
  let status: ProviderReport['status'] = 'pending';
  if (type === 'checkout.session.async_payment_succeeded') status = 'paid';
  else if (type === 'checkout.session.async_payment_failed') status = 'failed';
  // A session that expired unpaid is one the buyer left or cancelled: reported as cancelled, not failed.
  else if (type === 'checkout.session.expired') status = 'cancelled';
  else if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') status = 'paid';
  else if (session.status === 'expired') status = 'cancelled';
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  return {
    eventId,
    sessionId: session.client_reference_id,
    status,
    amount: session.amount_total ?? -1,
    currency: (session.currency ?? '').toUpperCase(),
    orderId: intent ?? undefined,
    payload: { type, session: session.id, payment_status: session.payment_status, payment_intent: intent ?? null },
  };
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 15_000 });
  }

  async createPayment(_db: unknown, order: ProviderOrder): Promise<CreatedPayment> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.sessionId,
        metadata: { paymentId: String(order.paymentId) },
        customer_email: order.email || undefined,
        locale: order.locale,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amount,
              product_data: { name: order.description },
            },
          },
        ],
        success_url: order.returnUrl,
        cancel_url: order.returnUrl,
      },
      { idempotencyKey: `checkout-${order.sessionId}` },
    );
    if (!session.url) throw new Error('stripe: the session has no url');
    return { redirectUrl: session.url, providerRef: session.id };
  }

  async verifyNotification(rawBody: string, headers: Headers): Promise<ProviderReport> {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new NotificationRejected('no signature');
    let event: { id: string; type: string; data: { object: unknown } };
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret) as typeof event;
    } catch {
      throw new NotificationRejected('bad signature');
    }
    if (!event.type.startsWith('checkout.session.')) throw new NotificationRejected(`ignored type ${event.type}`);
    const report = reportOf(event.id, event.type, event.data.object as SessionLike);
    if (!report) throw new NotificationRejected('no client_reference_id');
    return report;
  }

  async confirm(): Promise<boolean> {
    // A signed Checkout event is final: Stripe has no separate booking call.
    return true;
  }

  async queryStatus(_db: unknown, payment: { providerRef: string | null }): Promise<ProviderReport | null> {
    if (!payment.providerRef) return null;
    const session = (await this.stripe.checkout.sessions.retrieve(payment.providerRef)) as unknown as SessionLike;
    return reportOf(`query:${session.id}:${session.payment_status}`, 'checkout.session.retrieved', session);
  }
}
