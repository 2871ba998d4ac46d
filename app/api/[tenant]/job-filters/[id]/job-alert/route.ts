// DELETE /api/{tenant}/job-filters/{id}/job-alert – switches the saved search's alert off; 204.
import { filterParamsSchema } from '@/features/alerts/schemas';
import { disableJobAlert } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute(
  { auth: 'candidate', params: filterParamsSchema },
  async ({ caller, params, tenant, db }) => {
    assertBoard(params.tenant, tenant, true);
    await disableJobAlert(db, tenant, caller, params.id);
    return new Response(null, { status: 204 });
  },
);
