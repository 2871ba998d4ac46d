// GET /api/v2/user-panel/offers – a numbered page of the offer list (header Version 2).
import { offersPageQuerySchema } from '@/features/offers/schemas';
import { findOffersPage } from '@/features/offers/server/offer-search-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public', query: offersPageQuerySchema, versions: ['1', '2'] },
  ({ db, tenant, query }) => findOffersPage(db, tenant, query),
);
