// GET /api/v2/user-panel/offers/markers – the offers of one map cluster, 20 a page.
import { markersQuerySchema } from '@/features/offers/schemas';
import { findMarkers } from '@/features/offers/server/map-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: markersQuerySchema }, ({ db, tenant, query }) =>
  findMarkers(db, tenant, query),
);
