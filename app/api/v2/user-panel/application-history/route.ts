// GET /api/v2/user-panel/application-history – the signed-in candidate's applications and confirmed redirects.
import { historyQuerySchema } from '@/features/apply/schemas';
import { findApplicationHistory } from '@/features/apply/server/history-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ query: historyQuerySchema }, async ({ request, db, tenant, locale, query }) => {
  const caller = await callerOf(request.headers, tenant, db, locale);
  const result = await findApplicationHistory(db, caller, query);
  return Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
});
