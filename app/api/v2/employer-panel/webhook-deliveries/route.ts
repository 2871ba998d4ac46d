// GET /api/v2/employer-panel/webhook-deliveries: the company's delivery log, newest first (owners and admins of the active company).
import { webhookDeliveriesQuerySchema, webhookDeliveriesSchema } from '@/features/integrations/api-schemas';
import { listWebhookDeliveries, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'admin' }, query: webhookDeliveriesQuerySchema, response: webhookDeliveriesSchema },
  async ({ caller, query, db }) => listWebhookDeliveries(db, webhookOwner(caller), query),
);
