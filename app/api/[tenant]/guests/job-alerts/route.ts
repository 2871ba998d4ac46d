// POST /api/{tenant}/guests/job-alerts – a visitor registers an alert by e-mail (activation link mailed) → { jobFilterId }.
import { guestJobAlertBodySchema } from '@/features/alerts/alert-schema';
import { tenantParamsSchema } from '@/features/alerts/schemas';
import { registerGuestAlert } from '@/features/alerts/server/guest-alert-service';
import { assertBoard, mailContextOf } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: 'public', params: tenantParamsSchema, body: guestJobAlertBodySchema },
  async ({ request, params, body, tenant, db, locale }) => {
    assertBoard(params.tenant, tenant, true);
    const result = await registerGuestAlert(db, tenant, body, mailContextOf(request, locale));
    return Response.json(result, { status: 201 });
  },
);
