// GET /api/v1/me/page-state – everything personal a shared page shows the caller (decision 0066); never cached.
import { pageStateQuerySchema } from '@/features/account/page-state-schema';
import { loadPageState } from '@/features/account/server/page-state';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'optional', query: pageStateQuerySchema }, async ({ caller, db, tenant, query }) =>
  Response.json(await loadPageState(db, tenant, caller, query), {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  }),
);
