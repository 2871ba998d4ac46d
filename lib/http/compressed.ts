import { gzipSync } from 'node:zlib';

const cache = new WeakMap<object, Buffer>();

/**
 * A text response gzipped when the client accepts it. Next compresses its pages and JSON, but left
 * these text files of ours (the theme stylesheet, the sitemap) uncompressed; `key` lets an
 * immutable body be compressed once.
 */
export function compressedText(
  request: Request,
  body: string,
  headers: Record<string, string>,
  key?: object,
): Response {
  const accepts = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (!accepts) return new Response(body, { headers: { ...headers, vary } });
  let gz = key ? cache.get(key) : undefined;
  if (!gz) {
    gz = gzipSync(body, { level: 9 });
    if (key) cache.set(key, gz);
  }
  return new Response(new Uint8Array(gz), {
    headers: { ...headers, vary, 'content-encoding': 'gzip', 'content-length': String(gz.length) },
  });
}
