// GET /api/v2/user-panel/offers/count – how many listed offers match the filters.
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { countOffers } from '@/features/offers/server/offer-search-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public', query: offerFilterQuerySchema, versions: ['1', '2'] },
  async ({ db, tenant, query }) => ({
    count: await countOffers(db, tenant, query),
  }),
);
