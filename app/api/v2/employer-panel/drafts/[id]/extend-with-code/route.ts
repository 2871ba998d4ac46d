// POST /api/v2/employer-panel/drafts/{id}/extend-with-code?code – the verified code extends the draft's offer,
// for a draft of the active company opened from the panel (by its id, without its token).
import { z } from 'zod';
import { redeemCode } from '@/features/offer-form/server/codes';
import { draftOfCompany } from '@/features/offer-form/server/drafts';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { idParams } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'recruiter' }, params: idParams, query: z.object({ code: z.string().max(200) }) },
  async ({ caller, db, params, query, locale }) => {
    const draft = await draftOfCompany(db, caller, params.id);
    return inOfferLocale(locale, () => redeemCode(db, draft, query.code, 'extend', { userId: caller.userId }));
  },
);
