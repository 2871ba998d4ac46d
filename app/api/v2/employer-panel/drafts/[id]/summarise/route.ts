// POST /api/v2/employer-panel/drafts/{id}/summarise – saves the draft with full validation and marks it summarised.
import { draftOfCompany, saveDraft } from '@/features/offer-form/server/drafts';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { idParams, shapeBody } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams, body: shapeBody },
  async ({ caller, db, params, body, locale }) => {
    const draft = await draftOfCompany(db, caller, params.id);
    return inOfferLocale(locale, () => saveDraft(db, draft, body, { summarise: true }));
  },
);
