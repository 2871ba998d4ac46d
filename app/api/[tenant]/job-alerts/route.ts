// POST /api/{tenant}/job-alerts – { jobFilterId, frequency, name } switches a saved search's alert on → { jobAlertId, status, frequency }.
import { createJobAlertBodySchema, tenantParamsSchema } from '@/features/alerts/schemas';
import { enableJobAlert } from '@/features/alerts/server/job-filter-service';
import { assertBoard, mailContextOf } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: 'candidate', params: tenantParamsSchema, body: createJobAlertBodySchema },
  async ({ caller, request, params, body, tenant, db, locale }) => {
    assertBoard(params.tenant, tenant, true);
    const result = await enableJobAlert(db, tenant, caller, body, mailContextOf(request, locale));
    return Response.json(result, { status: 201 });
  },
);
