// POST /v1/payments – the spec's payment request: answers { payment_request_url }, where the browser pays.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { offerIdOfDraft } from '@/features/offer-form/server/drafts';
import { paymentRequestSchema } from '@/features/payments/schemas';
import { requestPayment } from '@/features/payments/server/create-payment';
import { offers } from '@/lib/db/schema';
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
    let companyId: number;
    let userId: string | null = null;
    if (caller.kind === 'employer') {
      companyId = caller.companyId;
      userId = caller.userId;
    } else {
      // An offer token opens a draft (the form's, or the one-click extend link's): it pays for the offer
      // that draft became or extends, and no other.
      const offerId = await offerIdOfDraft(db, caller.offerId);
      if (offerId === null || offerId !== body.offer_id) throw new AppError('FORBIDDEN', 'payments.notYourOffer');
      const [offer] = await db.select({ companyId: offers.companyId }).from(offers).where(eq(offers.id, offerId));
      if (!offer) throw new AppError('NOT_FOUND', 'notFound');
      companyId = offer.companyId;
    }
    const { paymentId, paymentRequestUrl } = await requestPayment(
      db,
      { tenant, companyId, userId, locale },
      body,
      key?.success ? key.data : null,
    );
    return { payment_id: paymentId, payment_request_url: paymentRequestUrl };
  },
);
