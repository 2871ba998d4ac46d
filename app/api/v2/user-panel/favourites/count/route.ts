// GET /api/v2/user-panel/favourites/count – how many favourites the caller has on this board.
import { countFavouritesOf } from '@/features/favourites/server/favourite-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate' }, async ({ caller, db }) => countFavouritesOf(db, caller));
