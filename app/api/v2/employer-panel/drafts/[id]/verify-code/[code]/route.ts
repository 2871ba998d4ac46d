// GET /api/v2/employer-panel/drafts/{id}/verify-code/{code}?extend – as the token route, for a draft of the
// active company opened from the panel (by its id, without its token): the code checked, nothing used.
import { z } from 'zod';
import { verifyCode } from '@/features/offer-form/server/codes';
import { draftOfCompany } from '@/features/offer-form/server/drafts';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { idParams } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  {
    auth: { companyRight: 'recruiter' },
    params: idParams.extend({ code: z.string().max(200) }),
    query: z.object({ extend: z.enum(['true', 'false']).default('false') }),
  },
  async ({ caller, db, params, query, locale }) => {
    const draft = await draftOfCompany(db, caller, params.id);
    return inOfferLocale(locale, () =>
      verifyCode(db, draft, params.code, query.extend === 'true' ? 'extend' : 'publish'),
    );
  },
);
