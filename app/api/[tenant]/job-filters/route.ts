// GET /api/{tenant}/job-filters – the candidate's saved searches with new-offer counts; POST saves one → { jobFilterId }.
import { createJobFilterBodySchema } from '@/features/alerts/alert-schema';
import { tenantParamsSchema } from '@/features/alerts/schemas';
import { createJobFilter, findJobFilters } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'candidate', params: tenantParamsSchema },
  async ({ caller, params, tenant, db }) => {
    assertBoard(params.tenant, tenant);
    return { data: await findJobFilters(db, tenant, caller) };
  },
);

export const POST = withRoute(
  { auth: 'candidate', params: tenantParamsSchema, body: createJobFilterBodySchema },
  async ({ caller, params, body, tenant, db, locale }) => {
    assertBoard(params.tenant, tenant);
    return Response.json(await createJobFilter(db, tenant, caller, body, locale), { status: 201 });
  },
);
