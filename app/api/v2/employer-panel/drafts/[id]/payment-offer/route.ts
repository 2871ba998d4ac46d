// POST /api/v2/employer-panel/drafts/{id}/payment-offer – the offer the payment step charges for: the draft
// becomes an offer waiting for its payment (for an extension, the published offer). Asking again answers the
// same offer.
import { offerToPayFor } from '@/features/offer-form/server/draft-payment';
import { draftOfCompany } from '@/features/offer-form/server/drafts';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { idParams } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams },
  async ({ caller, db, params, locale }) =>
    inOfferLocale(locale, async () => offerToPayFor(db, await draftOfCompany(db, caller, params.id), caller.userId)),
);
