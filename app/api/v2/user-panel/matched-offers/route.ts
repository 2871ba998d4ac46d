// GET /api/v2/user-panel/matched-offers – the signed-in candidate's matches, best first (ids and percentages).
import { matchedQuerySchema } from '@/features/matching/schemas';
import { findMatchedOffers } from '@/features/matching/server/match-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ query: matchedQuerySchema }, async ({ request, db, tenant, locale, query }) =>
  findMatchedOffers(db, await callerOf(request.headers, tenant, db, locale), query.page, query.pageSize, locale),
);
