// POST /api/v1/integrations/webhooks/{id}/resume: a paused endpoint receives events again (an API key with the scope webhooks).
import { webhookIdSchema, resumedWebhookSchema } from '@/features/integrations/api-schemas';
import { resumeWebhookEndpoint, webhookOwner } from '@/features/integrations/server/webhooks/webhook-service';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { apiKey: 'webhooks' }, params: webhookIdSchema, response: resumedWebhookSchema },
  async ({ caller, params, db }) => ({
    endpoint: await resumeWebhookEndpoint(db, webhookOwner(caller), params.id),
  }),
);
