// GET /api/v2/user-panel/job-advertisements?ids=… – list cards of offers this board shows, by id (favourites, matches).
import { jobAdvertisementsQuerySchema } from '@/features/favourites/schemas';
import { findJobAdvertisements } from '@/features/favourites/server/favourite-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: jobAdvertisementsQuerySchema }, ({ db, tenant, query }) =>
  findJobAdvertisements(db, tenant.id, query.ids),
);
