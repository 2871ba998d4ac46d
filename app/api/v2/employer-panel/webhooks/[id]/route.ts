// DELETE /api/v2/employer-panel/webhooks/{id}: removes an endpoint of the company with its delivery log (owners and admins of the active company).
import { webhookIdSchema } from '@/features/integrations/api-schemas';
import { deleteWebhookEndpoint, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute(
  { auth: { companyRight: 'admin' }, params: webhookIdSchema },
  async ({ caller, params, db }) => {
    await deleteWebhookEndpoint(db, webhookOwner(caller), params.id);
    return new Response(null, { status: 204 });
  },
);
