// GET /manifest.webmanifest – the board's web app manifest (name, colours, icons)
import { webManifest } from '@/features/seo/web-manifest';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: 'public' },
  async ({ tenant, locale }) =>
    new Response(JSON.stringify(webManifest(tenant.config, locale)), {
      headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    }),
);
