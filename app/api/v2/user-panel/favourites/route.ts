// GET /api/v2/user-panel/favourites – a page of the caller's favourites, or which of ≤25 given offers are favourites.
import { favouritesQuerySchema } from '@/features/favourites/schemas';
import { findFavouritesOf } from '@/features/favourites/server/favourite-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate', query: favouritesQuerySchema }, async ({ caller, db, query }) =>
  findFavouritesOf(db, caller, query),
);
