// GET /sitemap.xml – the board's pages and listed offers, with English alternates.
import { boardSitemap } from '@/features/seo/server/sitemap';
import { withRoute } from '@/lib/http/with-route';
import { publicOrigin } from '@/lib/http/origin';

export const GET = withRoute({ auth: 'public' }, async ({ db, tenant, request }) => {
  const xml = await boardSitemap(db, tenant, publicOrigin(request.headers));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
});
