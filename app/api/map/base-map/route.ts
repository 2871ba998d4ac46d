// GET /api/map/base-map?v={version} – the offline base map's land and borders (GeoJSON); immutable per version.
import { BASE_MAP_DATA_VERSION } from '@/features/map/style';
import { baseMapGeoJson, baseMapGeoJsonGzip } from '@/features/map/server/base-map';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({}, async ({ request }) => {
  const current = request.nextUrl.searchParams.get('v') === BASE_MAP_DATA_VERSION;
  const headers = {
    'content-type': 'application/geo+json',
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    vary: 'Accept-Encoding',
  };
  // Compressed once and kept: the shapes never change within a version.
  if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
    return new Response(new Uint8Array(baseMapGeoJsonGzip()), { headers: { ...headers, 'content-encoding': 'gzip' } });
  }
  return new Response(baseMapGeoJson(), { headers });
});
