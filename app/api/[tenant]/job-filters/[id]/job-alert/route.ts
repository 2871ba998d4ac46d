// DELETE /api/{tenant}/job-filters/{id}/job-alert – switches the saved search's alert off; 204.
import { filterParamsSchema } from '@/features/alerts/schemas';
import { disableJobAlert } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute({ params: filterParamsSchema }, async ({ request, params, tenant, db, locale }) => {
  assertBoard(params.tenant, tenant, true);
  await disableJobAlert(db, tenant, await callerOf(request.headers, tenant, db, locale), params.id);
  return new Response(null, { status: 204 });
});
