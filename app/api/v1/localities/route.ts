// GET /api/v1/localities – search, limit (8; 20 at most): the board's cities and the gazetteer's localities.
import { localitiesQuerySchema } from '@/features/dictionaries/schemas';
import { findLocalities } from '@/features/dictionaries/server/localities';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: localitiesQuerySchema }, ({ db, query, locale }) =>
  findLocalities(db, query, locale),
);
