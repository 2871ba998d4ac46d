// GET /feeds/jobs.xml – the board's active offers in the job aggregators' XML format (?lang=en for English).
import { feedResponse } from '@/features/seo/server/job-feed-response';
import { withRoute } from '@/lib/http/with-route';
import { publicOrigin } from '@/lib/http/origin';

export const GET = withRoute({ auth: 'public' }, async ({ db, tenant, request }) =>
  feedResponse(db, tenant, publicOrigin(request.headers), request, 'xml'),
);
