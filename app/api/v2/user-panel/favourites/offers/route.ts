// GET /api/v2/user-panel/favourites/offers – the caller's favourite offers as list cards, newest favourite first.
import { favouritesQuerySchema } from '@/features/favourites/schemas';
import { findFavouriteOfferCards } from '@/features/favourites/server/favourite-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate', query: favouritesQuerySchema }, async ({ caller, db, query }) =>
  findFavouriteOfferCards(db, caller, query.page, query.pageSize),
);
