// PUT / DELETE /api/v2/user-panel/favourites/{jobAdvertisementId} – add an offer to, or remove it from, the caller's favourites.
import { favouriteParamsSchema } from '@/features/favourites/schemas';
import { addFavourite, removeFavourite } from '@/features/favourites/server/favourite-service';
import { withRoute } from '@/lib/http/with-route';

export const PUT = withRoute({ auth: 'candidate', params: favouriteParamsSchema }, async ({ caller, db, params }) =>
  addFavourite(db, caller, params.jobAdvertisementId),
);

export const DELETE = withRoute({ auth: 'candidate', params: favouriteParamsSchema }, async ({ caller, db, params }) =>
  removeFavourite(db, caller, params.jobAdvertisementId),
);
