import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync, gzip } from 'node:zlib';

/**
 * An in-process cache of public page HTML in front of Next (what a CDN would do): the candidate
 * pages are the same for every visitor of a board, so a repeat of the same request is answered
 * from memory. A request is cacheable only when nothing personal can be in its answer: a plain
 * GET/HEAD for a document (no RSC or server-action headers) whose cookies are all on the allow-list
 * of cookies that pages read for appearance or language; the answer is kept only when it is a
 * 200 HTML page that sets no other cookie. The key holds everything the render reads from the request, and the
 * generation of the board data, so a change of offers is never served stale; entries also expire.
 *
 * Pages carry a per-request CSP nonce (lib/http/security-headers.ts). When `serve` is given the
 * request's nonce, the kept HTML is stored as the text around the nonce of the render that filled
 * it, and every hit is stamped with the new request's nonce (its policy header is already on the
 * response), then gzipped again when the client takes gzip: no two answers share a nonce
 * (docs/decisions/0015-csp-and-page-cache.md).
 */
export interface PageCacheOptions {
  /** Cookies that may be present: they only change appearance, and are part of the key. */
  allowedCookies: readonly string[];
  /** A number that changes whenever data shown on pages changes (board generations). */
  generation: () => number;
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  chunks: Buffer[];
  /** The decoded HTML split at the nonce of the render that filled the entry (nonce-stamped pages). */
  segments?: string[];
  /** The stamped HTML is gzipped on each hit. */
  gzip?: boolean;
  bytes: number;
  expires: number;
}

/** Headers of the answer that belong to its request, or change with the body: not replayed from an entry. */
const PER_ANSWER_HEADERS = ['content-security-policy', 'content-length', 'content-encoding', 'etag'];

/** Request headers a page's render reads (besides the URL and cookies). */
const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'];
/** Request headers that make it something other than a plain document request. */
const BYPASS_HEADERS = ['rsc', 'next-action', 'next-router-prefetch', 'next-router-state-tree', 'authorization'];
/** Paths that are not pages, or carry their own caching; development tools (/dev, /en/dev) are never kept. */
const BYPASS_PATHS = /^\/(api|hubs|_next|dev|[a-z]{2}\/dev)(\/|$)/;

export function createPageCache(options: PageCacheOptions) {
  const { allowedCookies, generation, ttlMs = 30_000, maxBytes = 64 * 1024 * 1024, now = Date.now } = options;
  const allowed = new Set(allowedCookies);
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  /** The cache key of a request, or null when it must go to Next untouched. */
  function keyOf(req: IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '/';
    if (BYPASS_PATHS.test(url) || /\.[a-z0-9]+(\?|$)/i.test(url.split('?')[0]!)) return null;
    if (BYPASS_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
    const cookies: string[] = [];
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const pair = part.trim();
      if (!pair) continue;
      const name = pair.slice(0, pair.indexOf('=') >>> 0);
      if (!allowed.has(name)) return null;
      cookies.push(pair);
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? 'gz' : 'id';
    const parts = KEY_HEADERS.map((h) => String(req.headers[h] ?? ''));
    return [generation(), gzip, ...parts, url, cookies.sort().join(';')].join('\n');
  }

  /** Answers from the cache (stamped with `nonce` when given); true when it did. */
  function serve(req: IncomingMessage, res: ServerResponse, nonce?: string): boolean {
    const key = keyOf(req);
    if (key === null) return false;
    const entry = entries.get(key);
    if (!entry || entry.expires <= now()) {
      if (entry) drop(key);
      misses++;
      // A HEAD answer has no body to keep; the next GET fills the entry.
      if (req.method === 'GET') capture(key, res, nonce);
      return false;
    }
    if (Boolean(entry.segments) !== Boolean(nonce)) return false;
    hits++;
    entries.delete(key);
    entries.set(key, entry);
    if (entry.segments && nonce) {
      serveStamped(req, res, entry, entry.segments.join(nonce));
      return true;
    }
    res.writeHead(entry.status, { ...entry.headers, 'x-page-cache': 'hit' });
    if (req.method === 'HEAD') res.end();
    else {
      for (const chunk of entry.chunks) res.write(chunk);
      res.end();
    }
    return true;
  }

  function serveStamped(req: IncomingMessage, res: ServerResponse, entry: Entry, html: string) {
    const send = (body: Buffer) => {
      res.writeHead(entry.status, {
        ...entry.headers,
        ...(entry.gzip ? { 'content-encoding': 'gzip' } : {}),
        'content-length': body.length,
        'x-page-cache': 'hit',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const plain = Buffer.from(html, 'utf8');
    if (!entry.gzip) return send(plain);
    gzip(plain, (error, zipped) => {
      if (error) {
        res.writeHead(500).end();
        return;
      }
      send(zipped);
    });
  }

  /** Cookies an answer sets are replayed with it: only the allowed ones, decided by the key. */
  const setsOnlyAllowedCookies = (header: OutgoingHttpHeaders[string]) =>
    [header ?? []].flat().every((cookie) => allowed.has(String(cookie).split('=')[0]!.trim()));

  /** Records what Next writes for a cacheable request, and keeps it if it qualifies. */
  function capture(key: string, res: ServerResponse, nonce?: string) {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let overflow = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || overflow) return;
      const buffer = Buffer.isBuffer(chunk)
        ? Buffer.from(chunk)
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : null;
      if (!buffer) return;
      bytes += buffer.length;
      if (bytes > maxBytes / 16) overflow = true;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const result = end(chunk, ...rest);
      const headers = res.getHeaders();
      const type = String(headers['content-type'] ?? '');
      if (
        res.statusCode === 200 &&
        !overflow &&
        type.startsWith('text/html') &&
        setsOnlyAllowedCookies(headers['set-cookie'])
      ) {
        const entry: Entry = { status: 200, headers, chunks, bytes, expires: now() + ttlMs };
        if (nonce && !stampable(entry, nonce)) return result;
        drop(key);
        entries.set(key, entry);
        totalBytes += entry.bytes;
        while (totalBytes > maxBytes && entries.size) drop(entries.keys().next().value!);
      }
      return result;
    }) as typeof res.end;
  }

  /** Turns a captured answer into text around its nonce; false when it cannot be (an unknown encoding). */
  function stampable(entry: Entry, nonce: string): boolean {
    const encoding = String(entry.headers['content-encoding'] ?? 'identity');
    if (encoding !== 'identity' && encoding !== 'gzip') return false;
    let body = Buffer.concat(entry.chunks);
    try {
      if (encoding === 'gzip') body = gunzipSync(body);
    } catch {
      return false;
    }
    entry.gzip = encoding === 'gzip';
    entry.segments = body.toString('utf8').split(nonce);
    entry.chunks = [];
    entry.bytes = body.length;
    entry.headers = Object.fromEntries(
      Object.entries(entry.headers).filter(([name]) => !PER_ANSWER_HEADERS.includes(name.toLowerCase())),
    );
    return true;
  }

  return {
    serve,
    stats: () => ({ entries: entries.size, bytes: totalBytes, hits, misses }),
    clear: () => {
      entries.clear();
      totalBytes = 0;
    },
  };
}
