// GET /api/v2/employer-panel/brand-stories/data/{slug} – the company's story for the editor; an empty 404 means none yet.
import { editorSlugParamsSchema } from '@/features/brand-stories/schemas';
import { getEditorStory, STORY_EDIT_RIGHT } from '@/features/brand-stories/server/brand-story-editor';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: STORY_EDIT_RIGHT }, params: editorSlugParamsSchema },
  async ({ db, tenant, caller, params }) => {
    try {
      return await getEditorStory(db, tenant, caller, params.slug);
    } catch (error) {
      // Spec: "an empty 404 means none exists" (the editor then starts a new story).
      if (error instanceof AppError && error.code === 'NOT_FOUND') return new Response(null, { status: 404 });
      throw error;
    }
  },
);
