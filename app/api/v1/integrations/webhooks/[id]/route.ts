// DELETE /api/v1/integrations/webhooks/{id}: removes an endpoint of the company with its delivery log (an API key with the scope webhooks).
import { webhookIdSchema } from '@/features/integrations/api-schemas';
import { deleteWebhookEndpoint, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute(
  { auth: { apiKey: 'webhooks' }, params: webhookIdSchema },
  async ({ caller, params, db }) => {
    await deleteWebhookEndpoint(db, webhookOwner(caller), params.id);
    return new Response(null, { status: 204 });
  },
);
