// POST /api/v1/integrations/webhook-deliveries/{id}/resend: sends a delivery's event again, as a new delivery (an API key with the scope webhooks).
import { webhookIdSchema } from '@/features/integrations/api-schemas';
import { resendWebhookDelivery, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { apiKey: 'webhooks' }, params: webhookIdSchema },
  async ({ caller, params, db }) =>
    Response.json({ delivery: await resendWebhookDelivery(db, webhookOwner(caller), params.id) }, { status: 201 }),
);
