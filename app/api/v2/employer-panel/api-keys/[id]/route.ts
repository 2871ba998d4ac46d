// DELETE /api/v2/employer-panel/api-keys/{id} – revokes a key of the active company (owners and admins).
import { apiKeyIdSchema } from '@/features/integrations/api-schemas';
import { revokeApiKey } from '@/features/integrations/server/api-key-service';
import { withRoute } from '@/lib/http/with-route';

export const DELETE = withRoute(
  { auth: { companyRight: 'admin' }, params: apiKeyIdSchema },
  async ({ caller, params, db }) => {
    await revokeApiKey(db, caller, params.id);
    return new Response(null, { status: 204 });
  },
);
