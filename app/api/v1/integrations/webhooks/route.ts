// GET|POST /api/v1/integrations: the company's webhook endpoints: list, and register one (its signing secret shown once).
// For an API key with the scope webhooks.
import { webhookCreateSchema } from '@/features/integrations/schemas';
import {
  createWebhookEndpoint,
  listWebhookEndpoints,
  webhookOwner,
} from '@/features/integrations/server/webhooks/webhook-service';
import { webhookEndpointsSchema } from '@/features/integrations/api-schemas';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { apiKey: 'webhooks' }, response: webhookEndpointsSchema },
  async ({ caller, db }) => ({
    endpoints: await listWebhookEndpoints(db, webhookOwner(caller)),
  }),
);

export const POST = withRoute(
  { auth: { apiKey: 'webhooks' }, body: webhookCreateSchema },
  async ({ caller, body, db }) =>
    Response.json(await createWebhookEndpoint(db, webhookOwner(caller), body), { status: 201 }),
);
