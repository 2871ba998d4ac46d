// POST /api/v1/views – { brand, offerSlug, visitedAt, kind? }: records one visit of an offer page; 204.
import { viewBodySchema } from '@/features/offers/schemas';
import { recordView } from '@/features/offers/server/view-service';
import { withRoute } from '@/lib/http/with-route';
import { assertRateLimit, clientIp, RATE_LIMITS } from '@/lib/rate-limit';

export const POST = withRoute({ auth: 'public', body: viewBodySchema }, async ({ request, db, tenant, body }) => {
  const address = clientIp(request.headers);
  await assertRateLimit(`views:${tenant.id}:${address}`, RATE_LIMITS.views);
  await recordView(db, tenant, body, { address, userAgent: request.headers.get('user-agent') ?? '' });
  return new Response(null, { status: 204 });
});
