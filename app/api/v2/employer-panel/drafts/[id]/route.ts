// /api/v2/employer-panel/drafts/{id} – GET the company's draft (server shape); PUT saves it (draft validation;
// `?autosave=1` from the form's autosave);
// DELETE removes it while it holds no offer.
import { deleteDraft } from '@/features/offer-form/server/delete-draft';
import { editableDraft } from '@/features/offer-form/server/draft-content';
import { draftOfCompany, saveDraft } from '@/features/offer-form/server/drafts';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { idParams, saveQuery, shapeBody } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams },
  async ({ caller, db, params }) => editableDraft(db, await draftOfCompany(db, caller, params.id)),
);

export const PUT = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams, query: saveQuery, body: shapeBody },
  async ({ caller, db, params, query, body, locale }) => {
    const draft = await draftOfCompany(db, caller, params.id);
    return inOfferLocale(locale, () => saveDraft(db, draft, body, { auto: query.autosave === '1' }));
  },
);

export const DELETE = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams },
  async ({ caller, db, params, locale }) =>
    inOfferLocale(locale, async () => {
      const draft = await draftOfCompany(db, caller, params.id);
      await deleteDraft(db, draft, caller.userId);
      return new Response(null, { status: 204 });
    }),
);
