// GET /api/v2/user-panel/brand-stories/company/list – the board's brand stories, 20 a page.
import { brandStoryListQuerySchema } from '@/features/brand-stories/schemas';
import { listBrandStories } from '@/features/brand-stories/server/brand-story-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', query: brandStoryListQuerySchema }, ({ db, tenant, query }) =>
  listBrandStories(db, tenant, query.page, query.perPage),
);
