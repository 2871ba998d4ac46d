// GET /api/v2/user-panel/offers/by-cursor – a page of the offer list, keyset-paged both ways.
import { offersByCursorQuerySchema } from '@/features/offers/schemas';
import { findOffersByCursorJson } from '@/features/offers/server/offer-search-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public', query: offersByCursorQuerySchema, versions: ['1', '2'] },
  async ({ db, tenant, query }) =>
    new Response(await findOffersByCursorJson(db, tenant, query), {
      headers: { 'content-type': 'application/json' },
    }),
);
