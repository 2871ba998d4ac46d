// GET /api/v1/integrations/webhook-deliveries: the company's delivery log, newest first (an API key with the scope webhooks).
import { webhookDeliveriesQuerySchema, webhookDeliveriesSchema } from '@/features/integrations/api-schemas';
import { listWebhookDeliveries, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { apiKey: 'webhooks' }, query: webhookDeliveriesQuerySchema, response: webhookDeliveriesSchema },
  async ({ caller, query, db }) => listWebhookDeliveries(db, webhookOwner(caller), query),
);
