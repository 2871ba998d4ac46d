// PATCH /api/{tenant}/job-filters/{id}/job-alert/frequency – { frequency } → { status, frequency }.
import { filterParamsSchema, frequencyBodySchema } from '@/features/alerts/schemas';
import { changeAlertFrequency } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute(
  { auth: 'candidate', params: filterParamsSchema, body: frequencyBodySchema },
  async ({ caller, params, body, tenant, db }) => {
    assertBoard(params.tenant, tenant, true);
    return changeAlertFrequency(db, tenant, caller, params.id, body.frequency);
  },
);
