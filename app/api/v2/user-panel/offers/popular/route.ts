// GET /api/v2/user-panel/offers/popular – the most viewed listed offers.
import { popularQuerySchema } from '@/features/offers/schemas';
import { findPopularOffers } from '@/features/offers/server/offer-search-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: popularQuerySchema }, ({ db, tenant, query }) =>
  findPopularOffers(db, tenant, query.page, query.perPage),
);
