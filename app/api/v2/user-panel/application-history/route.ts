// GET /api/v2/user-panel/application-history – the signed-in candidate's applications and confirmed redirects.
import { historyQuerySchema } from '@/features/apply/schemas';
import { findApplicationHistory } from '@/features/apply/server/history-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate', query: historyQuerySchema }, async ({ caller, db, query }) => {
  const result = await findApplicationHistory(db, caller, query);
  return Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
});
