// GET /api/v2/user-panel/favourites/count – how many favourites the caller has on this board.
import { countFavouritesOf } from '@/features/favourites/server/favourite-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({}, async ({ request, db, tenant, locale }) =>
  countFavouritesOf(db, await callerOf(request.headers, tenant, db, locale)),
);
