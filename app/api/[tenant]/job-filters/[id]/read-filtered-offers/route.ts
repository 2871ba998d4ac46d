// POST /api/{tenant}/job-filters/{id}/read-filtered-offers – the saved search's new-offer count restarts; 204.
import { filterParamsSchema } from '@/features/alerts/schemas';
import { markFilterRead } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute({ params: filterParamsSchema }, async ({ request, params, tenant, db, locale }) => {
  assertBoard(params.tenant, tenant);
  await markFilterRead(db, tenant, await callerOf(request.headers, tenant, db, locale), params.id);
  return new Response(null, { status: 204 });
});
