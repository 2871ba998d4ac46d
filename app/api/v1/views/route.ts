// POST /api/v1/views – { brand, offerSlug, visitedAt }: records one visit of an offer page; 204.
import { viewBodySchema } from '@/features/offers/schemas';
import { recordView } from '@/features/offers/server/view-service';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute({ body: viewBodySchema }, async ({ db, tenant, body }) => {
  await recordView(db, tenant, body);
  return new Response(null, { status: 204 });
});
