// POST /api/v2/employer-panel/drafts/{id}/discard – "exit without saving": a draft holding no saved work is
// deleted, any other goes back to its last saved state (answers what was done).
import { discardDraft } from '@/features/offer-form/server/discard-draft';
import { draftOfCompany } from '@/features/offer-form/server/drafts';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { idParams } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams },
  async ({ caller, db, params, locale }) =>
    inOfferLocale(locale, async () => {
      const draft = await draftOfCompany(db, caller, params.id);
      return { outcome: await discardDraft(db, draft.id, caller.userId) };
    }),
);
