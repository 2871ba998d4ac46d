import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { paymentRequestSchema } from './schemas';

const session = [
  { name: 'Cookie', description: 'The employer session (401 without one); the active company is the one that pays' },
];
const id = (name: string) => z.object({ [name]: z.number().int().positive() });

documentApi({
  method: 'post',
  path: '/v1/payments',
  summary:
    "The spec's payment request: pay for publishing (or, with extend, extending) an offer of the caller's company (offer_id), or for the payment step's draft (draft_id, or the draft's `token`). offer_type must be the plan the offer or draft carries (an extension: the offer's plan): another plan answers 409 and nothing changes. Invoice fields left out come from the company's billing data; all are checked with the billing rules (country code, postal code format, the country's tax id: a Polish NIP with its checksum) before anything is written, and only then does a draft become the offer waiting for payment. An open payment of the same offer and plan is answered again (its invoice data updated) instead of a second one. Answers payment_request_url, where the browser pays (a zero-price order is settled at once and answers the return page). The same Idempotency-Key answers the same payment. 403 for another company's offer, 409 when the offer cannot be paid for now or the provider does not answer",
  tag: 'payments',
  body: paymentRequestSchema,
  headers: [
    ...session,
    {
      name: 'Idempotency-Key',
      description: 'Optional, 8–200 characters of [A-Za-z0-9_.:-]: one payment per key and company',
    },
  ],
  response: z.object({ payment_id: z.number().int(), payment_request_url: z.string() }),
});

documentApi({
  method: 'get',
  path: '/v1/payments/{paymentId}/status',
  summary:
    "A payment's status: pending or started (pending), paid or ok (success), failed or error (failure), cancelled (the payer cancelled, or the attempt was voided when its offer went back to a draft or was deleted). An open payment is checked with its provider (at most every 3 s) and settled by the same fulfilment as the webhook. 404 for another company's payment",
  tag: 'payments',
  params: id('paymentId'),
  headers: session,
  response: z.object({ data: z.object({ status: z.enum(['pending', 'started', 'paid', 'ok', 'failed', 'error', 'cancelled']) }) }),
});

documentApi({
  method: 'post',
  path: '/v1/payments/notifications/{provider}',
  summary:
    "The providers' server-to-server notifications (embedded: X-Embedded-Signature HMAC-SHA-256; przelewy24: the SHA-384 sign, then the verify call; stripe: Stripe-Signature on the raw body). A notification is checked against the stored order (payment, provider, amount, currency) before the provider's verify call. 200 for anything handled, repeats included (outcome duplicate or ignored); 400 for a wrong signature, merchant, amount, currency or an unconfirmed payment, with nothing changed; 404 for a provider this install is not configured for; 503 when the provider's verify call fails (the provider sends it again)",
  tag: 'payments',
  params: z.object({ provider: z.enum(['embedded', 'przelewy24', 'stripe']) }),
  response: z.object({ received: z.boolean(), outcome: z.string().optional(), reason: z.string().optional() }),
});

documentApi({
  method: 'get',
  path: '/v1/invoices/{invoiceId}/pdf',
  summary:
    "A VAT invoice (or correction) of the caller's company as a PDF, in Polish or with lang=en in English. Owners and admins; 404 for another company's invoice",
  tag: 'payments',
  params: id('invoiceId'),
  query: z.object({ lang: z.enum(['pl', 'en']).optional() }),
  headers: session,
});

documentApi({
  method: 'post',
  path: '/dev/pay/{token}',
  summary:
    "The embedded provider's payment page acting (only while PAYMENT_PROVIDER=embedded, and only for requests from this machine): action pay, fail, cancel, payLoseRedirect or stayPending, with the notifications' delaySeconds, deliveries (1–3), outOfOrder (a late PENDING after the final one) and pendingSeconds. Answers where the browser goes (null: the redirect is lost); 409 once the transaction is decided",
  tag: 'payments',
  params: z.object({ token: z.string() }),
  body: z.object({
    action: z.enum(['pay', 'fail', 'cancel', 'payLoseRedirect', 'stayPending']),
    delaySeconds: z.number().int().optional(),
    deliveries: z.number().int().optional(),
    outOfOrder: z.boolean().optional(),
    pendingSeconds: z.number().int().optional(),
  }),
  response: z.object({ redirect_to: z.string().nullable() }),
});

documentApi({
  method: 'post',
  path: '/v2/employer-panel/offers/{id}/back-to-draft',
  summary:
    'An offer waiting for its payment becomes an editable draft again: its open payment is voided (cancelled), the offer is removed and the draft it came from no longer names it (the next payment makes a fresh offer). 409 while the payer is in the middle of a payment or when the offer no longer waits for one (a lost redirect already paid: it is live)',
  tag: 'payments',
  params: id('id'),
  headers: session,
  response: z.object({ draft_id: z.number().int() }),
});

documentApi({
  method: 'delete',
  path: '/v2/employer-panel/offers/{id}/pending-payment',
  summary:
    'Deletes an offer waiting for its payment, voiding its open payment. 409 while the payer is in the middle of a payment or when the offer no longer waits for one',
  tag: 'payments',
  params: id('id'),
  headers: session,
  response: z.object({ deleted: z.boolean() }),
});
