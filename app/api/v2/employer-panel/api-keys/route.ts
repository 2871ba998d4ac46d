// GET|POST /api/v2/employer-panel/api-keys – the company's API keys: list, and create one (shown once).
import { apiKeyCreateSchema } from '@/features/integrations/schemas';
import { createApiKey, listApiKeys } from '@/features/integrations/server/api-key-service';
import { apiKeysSchema } from '@/features/integrations/api-schemas';
import { withRoute } from '@/lib/http/with-route';

/** The active company's working keys, without secrets (owners and admins). */
export const GET = withRoute({ auth: { companyRight: 'admin' }, response: apiKeysSchema }, async ({ caller, db }) => ({
  keys: await listApiKeys(db, caller),
}));

/** Creates a key; the answer carries the secret, which is never shown again (owners and admins). */
export const POST = withRoute(
  { auth: { companyRight: 'admin' }, body: apiKeyCreateSchema },
  async ({ caller, body, db }) => Response.json(await createApiKey(db, caller, body), { status: 201 }),
);
