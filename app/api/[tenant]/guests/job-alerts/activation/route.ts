// PUT /api/{tenant}/guests/job-alerts/activation – { jobFilterId, code } activates a pending alert → { status }.
import { activationBodySchema, tenantParamsSchema } from '@/features/alerts/schemas';
import { activateGuestAlert } from '@/features/alerts/server/guest-alert-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const PUT = withRoute(
  { auth: 'public', params: tenantParamsSchema, body: activationBodySchema },
  async ({ params, body, tenant, db }) => {
    assertBoard(params.tenant, tenant, true);
    return activateGuestAlert(db, tenant, body);
  },
);
