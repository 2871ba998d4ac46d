// GET|POST /api/v2/employer-panel: the company's webhook endpoints: list, and register one (its signing secret shown once).
// For owners and admins of the active company.
import { webhookCreateSchema } from '@/features/integrations/schemas';
import {
  createWebhookEndpoint,
  listWebhookEndpoints,
  webhookOwner,
} from '@/features/integrations/server/webhooks/webhook-service';
import { webhookEndpointsSchema } from '@/features/integrations/api-schemas';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'admin' }, response: webhookEndpointsSchema },
  async ({ caller, db }) => ({
    endpoints: await listWebhookEndpoints(db, webhookOwner(caller)),
  }),
);

export const POST = withRoute(
  { auth: { companyRight: 'admin' }, body: webhookCreateSchema },
  async ({ caller, body, db }) =>
    Response.json(await createWebhookEndpoint(db, webhookOwner(caller), body), { status: 201 }),
);
