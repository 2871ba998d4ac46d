// PATCH /api/{tenant}/job-filters/{id}/job-alert/frequency – { frequency } → { status, frequency }.
import { filterParamsSchema, frequencyBodySchema } from '@/features/alerts/schemas';
import { changeAlertFrequency } from '@/features/alerts/server/job-filter-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute(
  { params: filterParamsSchema, body: frequencyBodySchema },
  async ({ request, params, body, tenant, db, locale }) => {
    assertBoard(params.tenant, tenant, true);
    const caller = await callerOf(request.headers, tenant, db, locale);
    return changeAlertFrequency(db, tenant, caller, params.id, body.frequency);
  },
);
