// GET /api/map/base-map?v={version} – the offline base map's land and borders (GeoJSON); immutable per version.
import { BASE_MAP_DATA_VERSION } from '@/features/map/style';
import { baseMapGeoJson } from '@/features/map/server/base-map';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({}, async ({ request }) => {
  const current = request.nextUrl.searchParams.get('v') === BASE_MAP_DATA_VERSION;
  return new Response(baseMapGeoJson(), {
    headers: {
      'content-type': 'application/geo+json',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    },
  });
});
