// POST /api/v2/employer-panel/webhooks/{id}/resume: a paused endpoint receives events again (owners and admins of the active company).
import { webhookIdSchema, resumedWebhookSchema } from '@/features/integrations/api-schemas';
import { resumeWebhookEndpoint, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'admin' }, params: webhookIdSchema, response: resumedWebhookSchema },
  async ({ caller, params, db }) => ({
    endpoint: await resumeWebhookEndpoint(db, webhookOwner(caller), params.id),
  }),
);
