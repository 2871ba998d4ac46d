// GET /api/v2/user-panel/offers/active-slug/{slug} – 200 while the offer takes applications, 404 otherwise.
import { z } from 'zod';
import { getActiveSlugOrThrow } from '@/features/offers/server/offer-detail-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public', params: z.object({ slug: z.string().min(1).max(300) }) },
  ({ db, tenant, params }) => getActiveSlugOrThrow(db, tenant, params.slug),
);
