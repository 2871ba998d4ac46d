import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { RenderScope } from './render-scope';
import { splitAt, stampedPieces, stampTemplate, type Stamped } from './stamped-answer';

/**
 * An in-process cache of public page HTML in front of Next (what a CDN would do): the candidate
 * pages are the same for every visitor of a board, so a repeat of the same request is answered
 * from memory. A request is cacheable only when nothing personal can be in its answer: a plain
 * GET/HEAD for a document (no RSC or server-action headers) whose cookies are all on the allow-list
 * of cookies that pages read for appearance or language; the answer is kept only when it is a
 * 200 HTML page that sets no other cookie. The key holds everything the render reads from the request, and the
 * generation of the board data, so a change of offers is never served stale; entries also expire (an expired
 * entry still answers, for up to 10 s, while one request renders it again: one render per expiry). The list
 * API's public reads (`sharedApi`) are kept the same way, as 200 JSON answers (decision 0076).
 *
 * Pages carry a per-request CSP nonce (lib/http/security-headers.ts). When `serve` is given the
 * request's nonce, the kept HTML is stored as the bytes around the nonce of the render that filled
 * it, and every hit is stamped with the new request's nonce (its policy header is already on the
 * response): no two answers share a nonce (docs/decisions/0015-csp-and-page-cache.md). For clients
 * that take gzip, each piece is compressed once, when the entry is kept, into deflate blocks that end
 * on a byte boundary, with the nonce's place between them as an uncompressed (stored) block
 * (docs/decisions/0061-page-cache-hits-precompressed.md). The whole answer is kept as one buffer with holes
 * for the nonce; a hit copies it and writes the nonce and the gzip trailer's CRC-32 in (stamped-answer.ts,
 * docs/decisions/0076-shared-api-answers-and-hits-at-the-wire.md).
 *
 * Shared pages (lib/http/shared-pages.ts) reach the cache with the visitor's identity cookies already taken
 * off the request (server.ts), so a signed-in visitor's request has the same key as an anonymous one. As a
 * guard behind that, an answer is never kept when the request still carried a cookie off the allow-list when
 * it ended, or when its render read a signed-in identity (`scope`, marked by the session reader): whatever
 * the route, no visitor's own data is stored for another (docs/decisions/0066-one-cached-page-for-everyone.md).
 * Headers already on the answer before the render (the security headers server.ts sets on every answer,
 * hits included) are not kept with the entry either: a hit carries one set.
 */
export interface PageCacheOptions {
  /** Cookies that may be present: they only change appearance, and are part of the key. */
  allowedCookies: readonly string[];
  /** A number that changes whenever data shown on pages changes (board generations). */
  generation: () => number;
  /**
   * API paths whose JSON answers are the same for every caller of a board and change only with the
   * generation (public board reads): kept and answered like pages (decision 0076).
   */
  sharedApi?: (path: string) => boolean;
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  chunks: Buffer[];
  /** A nonce-stamped page: the whole answer with a hole wherever the nonce goes (see `stampTemplate`). */
  stamped?: Stamped;
  bytes: number;
  expires: number;
}

/** Headers of the answer that belong to its request, or change with the body: not replayed from an entry. */
const PER_ANSWER_HEADERS = ['content-security-policy', 'content-length', 'content-encoding', 'etag'];

/** Request headers a page's render or a shared API answer reads (besides the URL and cookies). */
const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'version'];
/** Request headers that make it something other than a plain document request. */
const BYPASS_HEADERS = ['rsc', 'next-action', 'next-router-prefetch', 'next-router-state-tree', 'authorization'];
/** How long after its expiry an entry may still answer while it is being rendered again. */
const STALE_MS = 10_000;

/** Whether a request's client takes gzip (part of the key: each encoding is its own entry). */
const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Paths that are not pages, or carry their own caching; development tools (/dev, /en/dev) are never kept. */
const BYPASS_PATHS = /^\/(api|hubs|_next|dev|[a-z]{2}\/dev)(\/|$)/;

export function createPageCache(options: PageCacheOptions) {
  const {
    allowedCookies,
    generation,
    sharedApi,
    ttlMs = 30_000,
    maxBytes = 64 * 1024 * 1024,
    now = Date.now,
  } = options;
  const allowed = new Set(allowedCookies);
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let hits = 0;
  let misses = 0;
  /** Answers that qualified but were refused: rendered for a signed-in visitor (see `capture`). */
  let refused = 0;
  /** Keys whose expired entry one request is rendering again (see `serve`). */
  const refreshing = new Set<string>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  /** What a request's answer is, when it may be kept: a page or a shared API answer (null: go to Next untouched). */
  function kindOf(req: IncomingMessage): 'page' | 'api' | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    if (sharedApi?.(path)) return 'api';
    if (BYPASS_PATHS.test(url) || /\.[a-z0-9]+$/i.test(path)) return null;
    return 'page';
  }

  /** The cache key of a request of a kind that may be kept, or null when it must go to Next untouched. */
  function keyOf(req: IncomingMessage, kind: 'page' | 'api'): string | null {
    const url = req.url ?? '/';
    if (BYPASS_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
    const cookies: string[] = [];
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const pair = part.trim();
      if (!pair) continue;
      const name = pair.slice(0, pair.indexOf('=') >>> 0);
      if (!allowed.has(name)) return null;
      cookies.push(pair);
    }
    const gzip = acceptsGzip(req) ? 'gz' : 'id';
    const parts = KEY_HEADERS.map((h) => String(req.headers[h] ?? ''));
    return [generation(), kind, gzip, ...parts, url, cookies.sort().join(';')].join('\n');
  }

  /**
   * Answers from the cache (stamped with `nonce` when given); true when it did. On a miss the answer is kept
   * if it qualifies; `scope` is the render's (see render-scope.ts): a render marked personal is not kept.
   */
  function serve(req: IncomingMessage, res: ServerResponse, nonce?: string, scope?: RenderScope): boolean {
    const kind = kindOf(req);
    const key = kind && keyOf(req, kind);
    if (!kind || key === null) return false;
    const entry = entries.get(key);
    const time = now();
    // An expired entry still answers while one request renders it again, for a short while: one render per
    // expiry instead of one per request waiting for it (only within its generation, which is in the key).
    const stale = entry && entry.expires <= time && refreshing.has(key) && time < entry.expires + STALE_MS;
    if (!entry || (entry.expires <= time && !stale)) {
      misses++;
      // A HEAD answer has no body to keep; the next GET fills the entry.
      if (req.method !== 'GET') {
        if (entry) drop(key);
        return false;
      }
      if (entry) refreshing.add(key);
      capture(key, kind === 'api' ? 'application/json' : 'text/html', req, res, nonce, scope);
      return false;
    }
    if (Boolean(entry.stamped) !== Boolean(nonce)) return false;
    if (entry.stamped && entry.stamped.nonceLength !== nonce!.length) return false;
    hits++;
    entries.delete(key);
    entries.set(key, entry);
    if (entry.stamped) {
      serveStamped(req, res, entry, entry.stamped, nonce!);
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

  /** A hit of a nonce-stamped entry: its answer's bytes with `nonce` in every hole (and, gzipped, its CRC). */
  function serveStamped(req: IncomingMessage, res: ServerResponse, entry: Entry, stamped: Stamped, nonce: string) {
    res.writeHead(entry.status, stamped.headers);
    if (req.method === 'HEAD') return void res.end();
    // The stretches around the nonce's holes copied and stamped, the long ones between them sent as stored;
    // corked, the socket sends them in one gathered write (decision 0076).
    const pieces = stampedPieces(stamped, nonce);
    res.cork();
    for (let i = 0; i < pieces.length - 1; i++) res.write(pieces[i]);
    res.end(pieces[pieces.length - 1]);
  }

  /** Cookies an answer sets are replayed with it: only the allowed ones, decided by the key. */
  const setsOnlyAllowedCookies = (header: OutgoingHttpHeaders[string]) =>
    [header ?? []].flat().every((cookie) => allowed.has(String(cookie).split('=')[0]!.trim()));

  /** Whether every cookie a request carries is on the allow-list. */
  const onlyAllowedCookies = (req: IncomingMessage) =>
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .every((pair) => !pair || allowed.has(pair.slice(0, pair.indexOf('=') >>> 0)));

  /** Records what Next writes for a cacheable request, and keeps it if it qualifies. */
  function capture(
    key: string,
    type: string,
    req: IncomingMessage,
    res: ServerResponse,
    nonce?: string,
    scope?: RenderScope,
  ) {
    // However the answer ends (kept, refused, failed or cut off), an expired entry it was refreshing goes.
    res.once('close', () => {
      if (!refreshing.delete(key)) return;
      const entry = entries.get(key);
      if (entry && entry.expires <= now()) drop(key);
    });
    // What is on the answer already was set by the server for this request, and is set again on every hit.
    const preset = new Set(res.getHeaderNames());
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
      if (
        res.statusCode === 200 &&
        !overflow &&
        String(headers['content-type'] ?? '').startsWith(type) &&
        setsOnlyAllowedCookies(headers['set-cookie'])
      ) {
        if (scope?.personal || !onlyAllowedCookies(req)) {
          refused++;
          return result;
        }
        const own = Object.fromEntries(Object.entries(headers).filter(([name]) => !preset.has(name)));
        const entry: Entry = { status: 200, headers: own, chunks, bytes, expires: now() + ttlMs };
        if (nonce && !stampable(entry, nonce, acceptsGzip(req))) return result;
        drop(key);
        entries.set(key, entry);
        totalBytes += entry.bytes;
        while (totalBytes > maxBytes && entries.size) drop(entries.keys().next().value!);
      }
      return result;
    }) as typeof res.end;
  }

  /**
   * Turns a captured answer into bytes with holes for its nonce; false when it cannot be (an unknown encoding).
   * An answer sent uncompressed to a client that takes gzip (route answers: Next compresses only pages) is
   * compressed when kept, so its hits go out gzipped.
   */
  function stampable(entry: Entry, nonce: string, gzipWanted: boolean): boolean {
    const encoding = String(entry.headers['content-encoding'] ?? 'identity');
    if (encoding !== 'identity' && encoding !== 'gzip') return false;
    let body = Buffer.concat(entry.chunks);
    try {
      if (encoding === 'gzip') body = gunzipSync(body);
    } catch {
      return false;
    }
    const headers = Object.fromEntries(
      Object.entries(entry.headers).filter(([name]) => !PER_ANSWER_HEADERS.includes(name.toLowerCase())),
    );
    const segments = splitAt(body, Buffer.from(nonce, 'latin1'));
    const stamped = stampTemplate(segments, nonce.length, encoding === 'gzip' || gzipWanted);
    stamped.headers = {
      ...headers,
      ...(stamped.gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': stamped.bytes.length,
      'x-page-cache': 'hit',
    };
    entry.stamped = stamped;
    entry.chunks = [];
    entry.bytes = stamped.bytes.length;
    entry.headers = headers;
    return true;
  }

  return {
    serve,
    stats: () => ({ entries: entries.size, bytes: totalBytes, hits, misses, refused }),
    clear: () => {
      entries.clear();
      totalBytes = 0;
    },
  };
}
