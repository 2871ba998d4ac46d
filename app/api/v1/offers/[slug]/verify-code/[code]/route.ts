// GET /api/v1/offers/{slug}/verify-code/{code}?token&extend – checks a code for this draft (publish, or
// extend with `extend=true`) without using it.
import { z } from 'zod';
import { verifyCode } from '@/features/offer-form/server/codes';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { tokenDraft } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  {
    auth: 'optional',
    params: z.object({ slug: z.string().min(1).max(300), code: z.string().max(200) }),
    query: z.object({ token: z.string().min(1).max(200), extend: z.enum(['true', 'false']).default('false') }),
  },
  async ({ caller, db, tenant, params, query, locale }) => {
    const draft = await tokenDraft(db, caller, tenant.id, params.slug, query.token);
    return inOfferLocale(locale, () =>
      verifyCode(db, draft, params.code, query.extend === 'true' ? 'extend' : 'publish'),
    );
  },
);
