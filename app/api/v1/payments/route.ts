// POST /v1/payments – the spec's payment request: answers { payment_request_url }, where the browser pays.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { draftForPayment, draftOfCompany, type DraftRow } from '@/features/offer-form/server/drafts';
import { paymentRequestSchema } from '@/features/payments/schemas';
import { requestPayment } from '@/features/payments/server/create-payment';
import type { OfferScopeCaller } from '@/lib/auth/offer-scope';
import { offerDrafts } from '@/lib/db/schema';
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
    let reach: OfferScopeCaller | undefined;
    let draftRow: DraftRow | null = null;
    if (caller.kind === 'employer') {
      companyId = caller.companyId;
      userId = caller.userId;
      reach = caller;
      if (body.draft_id !== undefined) draftRow = await draftOfCompany(db, tenant.id, companyId, body.draft_id, caller);
    } else {
      // An offer token opens a draft (the form's, or the one-click extend link's): it pays for the offer
      // that draft became or extends, and no other.
      if (body.draft_id !== undefined && body.draft_id !== caller.offerId)
        throw new AppError('FORBIDDEN', 'payments.notYourOffer');
      const [row] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, caller.offerId));
      if (!row || row.companyId === null) throw new AppError('FORBIDDEN', 'payments.notYourOffer');
      draftRow = row;
      companyId = row.companyId;
    }
    const { paymentId, paymentRequestUrl } = await requestPayment(
      db,
      { tenant, companyId, userId, locale, reach },
      body,
      key?.success ? key.data : null,
      draftRow && draftForPayment(draftRow, userId),
    );
    return { payment_id: paymentId, payment_request_url: paymentRequestUrl };
  },
);
