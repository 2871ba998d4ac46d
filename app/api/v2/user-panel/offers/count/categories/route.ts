// GET /api/v2/user-panel/offers/count/categories – listed offers per category value for the filters.
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { countOffersByCategory } from '@/features/offers/server/offer-search-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: offerFilterQuerySchema }, async ({ db, tenant, query }) => ({
  counts: await countOffersByCategory(db, tenant, query),
}));
