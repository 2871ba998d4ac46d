// DELETE /api/{tenant}/guests/job-alerts/{jobFilterId}/{code} – unsubscribes an alert by its e-mailed code; 204.
// POST on the same URL is the RFC 8058 one-click unsubscribe (List-Unsubscribe-Post: List-Unsubscribe=One-Click).
import { unsubscribeParamsSchema } from '@/features/alerts/schemas';
import { unsubscribeAlert } from '@/features/alerts/server/guest-alert-service';
import { assertBoard } from '@/features/alerts/server/route-guards';
import { withRoute } from '@/lib/http/with-route';

const unsubscribe = withRoute({ auth: 'public', params: unsubscribeParamsSchema }, async ({ params, tenant, db }) => {
  assertBoard(params.tenant, tenant, true);
  await unsubscribeAlert(db, tenant, { jobFilterId: params.a, code: params.b });
  return new Response(null, { status: 204 });
});

export const DELETE = unsubscribe;
export const POST = unsubscribe;
