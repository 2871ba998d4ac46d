// POST /api/v1/views – { brand, offerSlug, visitedAt }: records one visit of an offer page; 204.
import { viewBodySchema } from '@/features/offers/schemas';
import { recordView } from '@/features/offers/server/view-service';
import { withRoute } from '@/lib/http/with-route';
import { assertRateLimit, clientIp, RATE_LIMITS } from '@/lib/rate-limit';

export const POST = withRoute({ body: viewBodySchema }, async ({ request, db, tenant, body }) => {
  await assertRateLimit(`views:${tenant.id}:${clientIp(request.headers)}`, RATE_LIMITS.views);
  await recordView(db, tenant, body);
  return new Response(null, { status: 204 });
});
