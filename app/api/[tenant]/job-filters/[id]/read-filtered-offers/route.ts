// POST /api/{tenant}/job-filters/{id}/read-filtered-offers – the saved search's new-offer count restarts; 204.
import { filterParamsSchema } from '@/features/alerts/schemas';
import { markFilterRead } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: 'candidate', params: filterParamsSchema },
  async ({ caller, params, tenant, db }) => {
    assertBoard(params.tenant, tenant);
    await markFilterRead(db, tenant, caller, params.id);
    return new Response(null, { status: 204 });
  },
);
