// GET /api/v2/user-panel/offers/suggest – type-ahead titles, companies and skills.
import { z } from 'zod';
import { suggest } from '@/features/offers/server/suggestion-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  {
    auth: 'public',
    query: z.object({ query: z.string().max(100).default(''), salaryCurrencies: z.string().max(20).optional() }),
  },
  ({ db, tenant, query }) => suggest(db, tenant, query.query),
);
