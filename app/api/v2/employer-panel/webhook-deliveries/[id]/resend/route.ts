// POST /api/v2/employer-panel/webhook-deliveries/{id}/resend: sends a delivery's event again, as a new delivery (owners and admins of the active company).
import { webhookIdSchema } from '@/features/integrations/api-schemas';
import { resendWebhookDelivery, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'admin' }, params: webhookIdSchema },
  async ({ caller, params, db }) =>
    Response.json({ delivery: await resendWebhookDelivery(db, webhookOwner(caller), params.id) }, { status: 201 }),
);
