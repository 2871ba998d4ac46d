// GET /api/v1/brand-stories/images/{name} – a brand story's logo, cover or gallery photo (re-encoded by us on upload).
import { z } from 'zod';
import { getStoryImage } from '@/features/brand-stories/server/story-images';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public', params: z.object({ name: z.string().max(40) }) },
  ({ request, params }) => getStoryImage(request, params.name),
);
