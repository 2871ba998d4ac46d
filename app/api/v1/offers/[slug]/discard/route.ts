// POST /api/v1/offers/{slug}/discard?token – "exit without saving" for the draft's bearer: a draft holding no
// saved work is deleted, any other goes back to its last saved state (answers what was done).
import { discardDraft } from '@/features/offer-form/server/discard-draft';
import { inOfferLocale } from '@/features/offer-form/server/errors';
import { slugParams, tokenDraft, tokenQuery, userIdOf } from '@/features/offer-form/server/route-support';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: 'optional', params: slugParams, query: tokenQuery },
  async ({ caller, db, tenant, params, query, locale }) =>
    inOfferLocale(locale, async () => {
      const draft = await tokenDraft(db, caller, tenant.id, params.slug, query.token);
      return { outcome: await discardDraft(db, draft.id, userIdOf(caller)) };
    }),
);
