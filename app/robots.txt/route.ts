// GET /robots.txt
import { robotsTxt } from '@/features/seo/server/sitemap';
import { withRoute } from '@/lib/http/with-route';
import { publicOrigin } from '@/lib/http/origin';

export const GET = withRoute({ auth: 'public' }, async ({ request }) => {
  return new Response(robotsTxt(publicOrigin(request.headers)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
});
