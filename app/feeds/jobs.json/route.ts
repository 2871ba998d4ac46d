// GET /feeds/jobs.json – the board's active offers as JSON, the same fields as the XML feed (?lang=en for English).
import { feedResponse } from '@/features/seo/server/job-feed-response';
import { withRoute } from '@/lib/http/with-route';
import { publicOrigin } from '@/lib/http/origin';

export const GET = withRoute({ auth: 'public' }, async ({ db, tenant, request }) =>
  feedResponse(db, tenant, publicOrigin(request.headers), request, 'json'),
);
