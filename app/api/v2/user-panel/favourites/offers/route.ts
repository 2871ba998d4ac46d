// GET /api/v2/user-panel/favourites/offers – the caller's favourite offers as list cards, newest favourite first.
import { favouritesQuerySchema } from '@/features/favourites/schemas';
import { findFavouriteOfferCards } from '@/features/favourites/server/favourite-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ query: favouritesQuerySchema }, async ({ request, db, tenant, locale, query }) =>
  findFavouriteOfferCards(db, await callerOf(request.headers, tenant, db, locale), query.page, query.pageSize),
);
