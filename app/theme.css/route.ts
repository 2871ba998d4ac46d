// GET /theme.css?v={hash} – the board's theme variables; immutable for the version the page links to.
import { themeStylesheet } from '@/features/theme/server/theme-stylesheet';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({}, async ({ tenant, request }) => {
  const { css, version } = themeStylesheet(tenant.config);
  const current = request.nextUrl.searchParams.get('v') === version;
  return new Response(css, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      // Boards share no cache entry: the stylesheet differs by host.
      vary: 'Host',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
});
