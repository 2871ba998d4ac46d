// GET /api/v2/employer-panel/brand-stories/technologies – skills of the dictionary a story may name (search, pageSize).
import { technologiesQuerySchema } from '@/features/brand-stories/schemas';
import { findStoryTechnologies, STORY_EDIT_RIGHT } from '@/features/brand-stories/server/brand-story-editor';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: STORY_EDIT_RIGHT }, query: technologiesQuerySchema },
  ({ db, query }) => findStoryTechnologies(db, query.search, query.pageSize),
);
