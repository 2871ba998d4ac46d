// DELETE /api/{tenant}/job-filters/{id} – deletes one of the candidate's saved searches (and its alert); 204.
import { filterParamsSchema } from '@/features/alerts/schemas';
import { deleteJobFilter } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute({ params: filterParamsSchema }, async ({ request, params, tenant, db, locale }) => {
  assertBoard(params.tenant, tenant);
  await deleteJobFilter(db, tenant, await callerOf(request.headers, tenant, db, locale), params.id);
  return new Response(null, { status: 204 });
});
