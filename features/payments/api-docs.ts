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
    "The spec's payment request: pay for publishing (or, with extend, extending) an offer of the caller's company with a plan (offer_type = plan key). Invoice fields left out come from the company's billing data; a Polish tax id must be a valid NIP. Answers payment_request_url, where the browser pays (a zero-price order is settled at once and answers the return page). The same Idempotency-Key answers the same payment (a double click is one payment). 403 for another company's offer, 409 when the offer cannot be paid for now or the provider does not answer. Also callable with the offer's token (`token`) for that offer only",
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
    "A payment's status: pending or started (pending), paid or ok (success), failed or error (failure). An open payment is checked with its provider (at most every 3 s) and settled by the same fulfilment as the webhook. 404 for another company's payment",
  tag: 'payments',
  params: id('paymentId'),
  headers: session,
  response: z.object({ data: z.object({ status: z.enum(['pending', 'started', 'paid', 'ok', 'failed', 'error']) }) }),
});

documentApi({
  method: 'post',
  path: '/v1/payments/notifications/{provider}',
  summary:
    "The providers' server-to-server notifications (embedded: X-Embedded-Signature HMAC-SHA-256; przelewy24: the SHA-384 sign, then the verify call; stripe: Stripe-Signature on the raw body). 200 for anything handled, repeats included (outcome duplicate or ignored); 400 for a wrong signature, amount, currency or an unconfirmed payment, with nothing changed",
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
