// DELETE /api/{tenant}/job-filters/{id} – deletes one of the candidate's saved searches (and its alert); 204.
import { filterParamsSchema } from '@/features/alerts/schemas';
import { deleteJobFilter } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute(
  { auth: 'candidate', params: filterParamsSchema },
  async ({ caller, params, tenant, db }) => {
    assertBoard(params.tenant, tenant);
    await deleteJobFilter(db, tenant, caller, params.id);
    return new Response(null, { status: 204 });
  },
);
