// GET /api/v2/employer-panel/brand-stories/status/{slug} – whose the slug is: free, this company's draft or published story, or taken.
import { editorSlugParamsSchema } from '@/features/brand-stories/schemas';
import { getStorySlugStatus, STORY_EDIT_RIGHT } from '@/features/brand-stories/server/brand-story-editor';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: STORY_EDIT_RIGHT }, params: editorSlugParamsSchema },
  ({ db, caller, params }) => getStorySlugStatus(db, caller, params.slug),
);
