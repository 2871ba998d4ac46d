// GET /api/v1/skills – search, pageNumber, pageSize (10; 100 at most), suggested, ids.
import { skillsQuerySchema } from '@/features/dictionaries/schemas';
import { findSkills } from '@/features/dictionaries/server/dictionary-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: skillsQuerySchema }, ({ db, query }) => findSkills(db, query));
