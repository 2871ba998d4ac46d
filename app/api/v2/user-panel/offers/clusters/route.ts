// GET /api/v2/user-panel/offers/clusters – map clusters for the filters inside an envelope at a zoom.
import { clustersQuerySchema } from '@/features/offers/schemas';
import { findClusters } from '@/features/offers/server/map-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: clustersQuerySchema }, ({ db, tenant, query }) =>
  findClusters(db, tenant, query),
);
