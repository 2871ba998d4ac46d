// GET /api/v1/categories – the board's category tree in the language of ?lang (or cookie, or Accept-Language).
import { getCategoryTree } from '@/features/dictionaries/server/dictionary-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public' }, ({ db, tenant, locale }) => getCategoryTree(db, tenant, locale));
