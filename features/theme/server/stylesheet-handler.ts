import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { THEME_STYLESHEET_PATH, themeStylesheet } from './theme-stylesheet';

const gzipped = new WeakMap<object, Buffer>();

/**
 * GET /theme.css?v={hash}, answered by the server before Next: the board's theme variables,
 * gzipped once per version (Next sends a route handler's text uncompressed, and this file blocks
 * the first paint of every page). Immutable for the version the page links to. False when the
 * request is not for it.
 */
export async function serveThemeStylesheet(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://local.invalid');
  if (url.pathname !== THEME_STYLESHEET_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const tenant = await resolveTenant(req.headers.host ?? null);
  const stylesheet = themeStylesheet(tenant.config);
  const current = url.searchParams.get('v') === stylesheet.version;
  const headers: Record<string, string> = {
    'content-type': 'text/css; charset=utf-8',
    // Boards share no cache entry: the stylesheet differs by host.
    vary: 'Host, Accept-Encoding',
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    'x-content-type-options': 'nosniff',
  };
  let body: Buffer;
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipped.get(stylesheet) ?? gzipSync(stylesheet.css, { level: 9 });
    gzipped.set(stylesheet, body);
    headers['content-encoding'] = 'gzip';
  } else body = Buffer.from(stylesheet.css);
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
