import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { crc32Multiply, crc32Shift } from './crc32-combine';
import type { RenderScope } from './render-scope';

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
 * request's nonce, the kept HTML is stored as the bytes around the nonce of the render that filled
 * it, and every hit is stamped with the new request's nonce (its policy header is already on the
 * response): no two answers share a nonce (docs/decisions/0015-csp-and-page-cache.md). For clients
 * that take gzip, each piece is compressed once, when the entry is kept, into deflate blocks that end
 * on a byte boundary; a hit sends those blocks with the nonce between them as uncompressed (stored)
 * blocks, under a gzip header and a trailer whose CRC-32 is combined from the pieces' own
 * (docs/decisions/0061-page-cache-hits-precompressed.md).
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
  /** Answers that qualified but were refused: rendered for a signed-in visitor (see `capture`). */
  let refused = 0;

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

  /**
   * Answers from the cache (stamped with `nonce` when given); true when it did. On a miss the answer is kept
   * if it qualifies; `scope` is the render's (see render-scope.ts): a render marked personal is not kept.
   */
  function serve(req: IncomingMessage, res: ServerResponse, nonce?: string, scope?: RenderScope): boolean {
    const key = keyOf(req);
    if (key === null) return false;
    const entry = entries.get(key);
    if (!entry || entry.expires <= now()) {
      if (entry) drop(key);
      misses++;
      // A HEAD answer has no body to keep; the next GET fills the entry.
      if (req.method === 'GET') capture(key, req, res, nonce, scope);
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
    // One copy of the stored answer, the nonce written into it, one write (decision 0076).
    const body = Buffer.allocUnsafe(stamped.bytes.length);
    stamped.bytes.copy(body);
    for (const at of stamped.holes) body.write(nonce, at, 'latin1');
    if (stamped.gzip) body.writeUInt32LE(stampedCrc(stamped.gzip, nonce), body.length - 8);
    res.end(body);
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
  function capture(key: string, req: IncomingMessage, res: ServerResponse, nonce?: string, scope?: RenderScope) {
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
      const type = String(headers['content-type'] ?? '');
      if (
        res.statusCode === 200 &&
        !overflow &&
        type.startsWith('text/html') &&
        setsOnlyAllowedCookies(headers['set-cookie'])
      ) {
        if (scope?.personal || !onlyAllowedCookies(req)) {
          refused++;
          return result;
        }
        const own = Object.fromEntries(Object.entries(headers).filter(([name]) => !preset.has(name)));
        const entry: Entry = { status: 200, headers: own, chunks, bytes, expires: now() + ttlMs };
        if (nonce && !stampable(entry, nonce)) return result;
        drop(key);
        entries.set(key, entry);
        totalBytes += entry.bytes;
        while (totalBytes > maxBytes && entries.size) drop(entries.keys().next().value!);
      }
      return result;
    }) as typeof res.end;
  }

  /** Turns a captured answer into bytes with holes for its nonce; false when it cannot be (an unknown encoding). */
  function stampable(entry: Entry, nonce: string): boolean {
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
    const stamped = stampTemplate(splitAt(body, Buffer.from(nonce, 'latin1')), nonce.length, encoding === 'gzip');
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

/** `body` split at every occurrence of `separator` (copies: the captured chunks are released). */
function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    out.push(Buffer.from(body.subarray(from, at)));
    from = at + separator.length;
  }
  out.push(Buffer.from(body.subarray(from)));
  return out;
}

/**
 * Each segment compressed into raw deflate blocks (RFC 1951) that continue one stream: every segment but the
 * last ends with a sync flush (an empty stored block, so its data ends on a byte boundary and any block can
 * follow); the last one ends with the final block. Each segment may refer back to the 32 KiB before it (its
 * dictionary: the page so far, with the nonce's bytes as NULs). HTML carries no NUL, so no match can reach
 * into a nonce, and a hit may put another nonce there. A page with a NUL is compressed segment by segment.
 */
function deflateSegments(segments: Buffer[], nonceLength: number): Buffer[] {
  const placeholder = Buffer.alloc(nonceLength);
  const linked = !segments.some((segment) => segment.includes(0));
  let window = Buffer.alloc(0);
  return segments.map((segment, i) => {
    const last = i === segments.length - 1;
    const out = deflateRawSync(segment, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(linked && window.length > 0 ? { dictionary: window } : {}),
    });
    if (linked && !last) {
      const next = Buffer.concat([window, segment, placeholder]);
      window = next.length > WINDOW_BYTES ? Buffer.from(next.subarray(next.length - WINDOW_BYTES)) : next;
    }
    return out;
  });
}

/** Deflate's window: how far back a match may reach. */
const WINDOW_BYTES = 32 * 1024;

/**
 * A nonce-stamped answer as one buffer: every byte of a hit but the nonce's (and, gzipped, the trailer's
 * CRC-32), with the offsets where the nonce goes. A hit copies it once and writes the nonce into its holes.
 */
interface Stamped {
  bytes: Buffer;
  holes: number[];
  nonceLength: number;
  /** For a gzipped answer: what the trailer's CRC-32 needs (see `stampedCrc`). */
  gzip?: { zeroedCrc: number; slotsShift: number };
  /** The answer's headers on a hit (those set per request, such as the CSP, are on the response already). */
  headers: OutgoingHttpHeaders;
}

/** A gzip member's fixed header (RFC 1952): deflate, no name or time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The answer's bytes from the page's segments (split at its nonce). Plain: the segments with a hole between
 * them. Gzipped: a gzip header, each segment's deflate blocks, and between them the nonce's place as one stored
 * block (a byte 0: not final, type 00, padding; then LEN and its one's complement, little-endian; then the
 * hole), then the trailer: the CRC-32 (written per hit) and the length of the whole uncompressed page.
 */
function stampTemplate(segments: Buffer[], nonceLength: number, gzip: boolean): Stamped {
  const pieces: Buffer[] = [];
  const holes: number[] = [];
  let offset = 0;
  const push = (piece: Buffer) => {
    pieces.push(piece);
    offset += piece.length;
  };
  const hole = Buffer.alloc(nonceLength);
  const blocks = gzip ? deflateSegments(segments, nonceLength) : segments;
  if (gzip) push(GZIP_HEADER);
  blocks.forEach((block, i) => {
    if (i > 0) {
      if (gzip) {
        const head = Buffer.alloc(5);
        head.writeUInt16LE(nonceLength, 1);
        head.writeUInt16LE(~nonceLength & 0xffff, 3);
        push(head);
      }
      holes.push(offset);
      push(hole);
    }
    push(block);
  });
  if (!gzip) return { bytes: Buffer.concat(pieces), holes, nonceLength, headers: {} };
  // The CRC-32 is affine in the page's bytes: the page with zeros in the holes, plus the nonce moved past
  // what follows each hole. Moving by several lengths is one operator, the sum of theirs (crc32-combine.ts).
  const page = Buffer.concat(segments.flatMap((segment, i) => (i > 0 ? [hole, segment] : [segment])));
  let slotsShift = 0;
  let end = 0;
  segments.forEach((segment, i) => {
    if (i > 0) {
      end += nonceLength;
      slotsShift ^= crc32Shift(page.length - end);
    }
    end += segment.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  push(trailer);
  return {
    bytes: Buffer.concat(pieces),
    holes,
    nonceLength,
    gzip: { zeroedCrc: crc32(page), slotsShift: slotsShift >>> 0 },
    headers: {},
  };
}

/** The CRC-32 of the page with `nonce` in its holes: the zeroed page's, plus the nonce's own linear part moved. */
function stampedCrc(gzip: NonNullable<Stamped['gzip']>, nonce: string): number {
  const linear = (crc32(nonce) ^ zeroCrc(nonce.length)) >>> 0;
  return (gzip.zeroedCrc ^ crc32Multiply(gzip.slotsShift, linear)) >>> 0;
}

const zeroCrcs = new Map<number, number>();
/** CRC-32 of `length` zero bytes (the affine part of a CRC over that many bytes). */
function zeroCrc(length: number): number {
  let crc = zeroCrcs.get(length);
  if (crc === undefined) zeroCrcs.set(length, (crc = crc32(Buffer.alloc(length))));
  return crc;
}
