// PUT / DELETE /api/v2/user-panel/favourites/{jobAdvertisementId} – add an offer to, or remove it from, the caller's favourites.
import { favouriteParamsSchema } from '@/features/favourites/schemas';
import { addFavourite, removeFavourite } from '@/features/favourites/server/favourite-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const PUT = withRoute({ params: favouriteParamsSchema }, async ({ request, db, tenant, locale, params }) =>
  addFavourite(db, await callerOf(request.headers, tenant, db, locale), params.jobAdvertisementId),
);

export const DELETE = withRoute({ params: favouriteParamsSchema }, async ({ request, db, tenant, locale, params }) =>
  removeFavourite(db, await callerOf(request.headers, tenant, db, locale), params.jobAdvertisementId),
);
