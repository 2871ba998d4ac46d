// POST /api/v1/offers/{slug}/publish-with-code?code – body `token`: the verified code publishes the draft.
import { z } from 'zod';
import { redeemCode } from '@/features/offer-form/server/codes';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { slugParams, tokenDraft, userIdOf } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  {
    auth: 'optional',
    params: slugParams,
    query: z.object({ code: z.string().max(200) }),
    body: z.object({ token: z.string().min(1).max(200) }),
  },
  async ({ caller, db, tenant, params, query, body, locale }) => {
    const draft = await tokenDraft(db, caller, tenant.id, params.slug, body.token);
    return inOfferLocale(locale, () => redeemCode(db, draft, query.code, 'publish', { userId: userIdOf(caller) }));
  },
);
