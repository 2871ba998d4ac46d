// GET /api/{tenant}/job-filters – the candidate's saved searches with new-offer counts; POST saves one → { jobFilterId }.
import { createJobFilterBodySchema, tenantParamsSchema } from '@/features/alerts/schemas';
import { createJobFilter, findJobFilters } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ params: tenantParamsSchema }, async ({ request, params, tenant, db, locale }) => {
  assertBoard(params.tenant, tenant);
  const caller = await callerOf(request.headers, tenant, db, locale);
  return { data: await findJobFilters(db, tenant, caller) };
});

export const POST = withRoute(
  { params: tenantParamsSchema, body: createJobFilterBodySchema },
  async ({ request, params, body, tenant, db, locale }) => {
    assertBoard(params.tenant, tenant);
    const caller = await callerOf(request.headers, tenant, db, locale);
    return Response.json(await createJobFilter(db, tenant, caller, body, locale), { status: 201 });
  },
);
