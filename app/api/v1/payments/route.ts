// POST /v1/payments – the spec's payment request: answers { payment_request_url }, where the browser pays.
import { z } from 'zod';
import { requestPaymentAs } from '@/features/offer-form/server/payment-request';
import { paymentRequestSchema } from '@/features/payments/schemas';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

export const POST = withRoute(
  { auth: [{ companyRight: 'recruiter' }, 'offerToken'], body: paymentRequestSchema },
  async ({ request, caller, body, tenant, locale, db }) => {
    const header = request.headers.get('idempotency-key');
    const key = header === null ? null : idempotencyKey.safeParse(header);
    if (key && !key.success)
      throw new AppError('BAD_REQUEST', 'badRequest', {
        fields: [{ field: 'Idempotency-Key', message: 'payments.badIdempotencyKey' }],
      });
    const { paymentId, paymentRequestUrl } = await requestPaymentAs(
      db,
      tenant,
      locale,
      caller,
      body,
      key?.success ? key.data : null,
    );
    return { payment_id: paymentId, payment_request_url: paymentRequestUrl };
  },
);
