// /api/v2/employer-panel/drafts/{id} – GET the company's draft (server shape); PUT saves it (draft validation).
import { draftOfCompany, editableDraft, saveDraft } from '@/features/offer-form/server/drafts';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { idParams, shapeBody } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams },
  async ({ caller, db, tenant, params }) =>
    editableDraft(db, await draftOfCompany(db, tenant.id, caller.companyId, params.id, caller)),
);

export const PUT = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams, body: shapeBody },
  async ({ caller, db, tenant, params, body, locale }) => {
    const draft = await draftOfCompany(db, tenant.id, caller.companyId, params.id, caller);
    return inOfferLocale(locale, () => saveDraft(db, draft, body));
  },
);
