// GET /api/v2/user-panel/brand-stories/company/{slug}/short-info – cover photo and short description.
import { brandStorySlugSchema } from '@/features/brand-stories/schemas';
import { getBrandStoryShortInfo } from '@/features/brand-stories/server/brand-story-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'public', params: brandStorySlugSchema }, ({ db, tenant, params }) =>
  getBrandStoryShortInfo(db, tenant, params.slug),
);
