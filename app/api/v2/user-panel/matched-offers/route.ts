// GET /api/v2/user-panel/matched-offers – the signed-in candidate's matches, best first (ids and percentages).
import { matchedQuerySchema } from '@/features/matching/schemas';
import { findMatchedOffers } from '@/features/matching/server/match-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate', query: matchedQuerySchema }, async ({ caller, db, locale, query }) =>
  findMatchedOffers(db, caller, query.page, query.pageSize, locale),
);
