import type { IncomingMessage, ServerResponse } from 'node:http';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { isSameOrigin } from './origin';

/**
 * Requests refused in server.ts before Next sees them, because Next answers them with a bare
 * 500 (or worse): a path that is not valid percent-encoded UTF-8, a path holding control
 * characters (a NUL reaches PostgreSQL as an error), an overlong path, and a server action posted
 * from a foreign origin. The answer is a small JSON error that carries the security headers
 * already set on the response.
 */
export const MAX_PATH_LENGTH = 2048;
/** The whole address, query included (Node itself refuses request heads over 16 KiB with 431). */
export const MAX_URL_LENGTH = 8192;
/**
 * The whole address of a page (not the API or the hubs): the locale proxy echoes it into response
 * headers, so an unbounded one makes headers that Node clients and proxies with small buffers
 * refuse; no page of the board has an address near this long.
 */
export const MAX_PAGE_URL_LENGTH = 2048;
const NOT_A_PAGE = /^\/(api|hubs)(\/|\?|$)/;

type ErrorKey = 'badRequest' | 'foreignOrigin';
export type Refusal = { status: 400 | 403 | 414; code: string; message: ErrorKey } | null;

/** Why a request is refused before Next, or null when it may go on. */
export function refusalOf(req: Pick<IncomingMessage, 'url' | 'method' | 'headers'>): Refusal {
  const url = req.url ?? '/';
  const path = url.split('?')[0]!;
  if (
    path.length > MAX_PATH_LENGTH ||
    url.length > MAX_URL_LENGTH ||
    (url.length > MAX_PAGE_URL_LENGTH && !NOT_A_PAGE.test(url))
  )
    return { status: 414, code: 'URI_TOO_LONG', message: 'badRequest' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, code: 'BAD_REQUEST', message: 'badRequest' };
  }
  // Control characters, and a "%" left after decoding (no page or API path has one; Next decodes
  // parts of the path again, and a stray "%" there is its 500).
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.includes('%'))
    return { status: 400, code: 'BAD_REQUEST', message: 'badRequest' };
  if (req.method === 'POST' && req.headers['next-action'] !== undefined && !sameOriginAction(req.headers))
    return { status: 403, code: 'FORBIDDEN', message: 'foreignOrigin' };
  return null;
}

/** Browsers send Origin with every action call; the same check as withRoute's (lib/http/origin). */
function sameOriginAction(headers: IncomingMessage['headers']): boolean {
  try {
    const plain = new Headers();
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) plain.set(name, Array.isArray(value) ? value.join(', ') : value);
    return isSameOrigin(new Request('http://request.invalid/', { method: 'POST', headers: plain }));
  } catch {
    return false;
  }
}

/**
 * A server action whose arguments are not valid JSON (a `text/plain` body Next cannot decode) is
 * answered 500 by Next; it is the client's fault, so the status becomes 400. The body is watched as
 * it is buffered for Next (not consumed), and only an action answer of 5xx to such a body changes.
 */
export function guardActionBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'POST' || req.headers['next-action'] === undefined) return;
  if (!String(req.headers['content-type'] ?? '').startsWith('text/plain')) return;
  const chunks: Buffer[] = [];
  let size = 0;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if ((typeof chunk === 'string' || chunk instanceof Uint8Array) && size <= MAX_WATCHED_BODY) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
      chunks.push(buffer);
      size += buffer.length;
    }
    return push(chunk, encoding);
  };
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status >= 500 && size <= MAX_WATCHED_BODY && !isJson(Buffer.concat(chunks).toString('utf8'))) {
      res.statusCode = 400;
      return writeHead(400, ...rest);
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
}

const MAX_WATCHED_BODY = 4 * 1024 * 1024;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Answers a refused request; true when it did. */
export function refuseBadRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const refusal = refusalOf(req);
  if (!refusal) return false;
  const messages = localeOf(req) === 'en' ? en : pl;
  const body = JSON.stringify({ error: { code: refusal.code, message: messages.errors[refusal.message] } });
  res.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** The language of the refusal: the NEXT_LOCALE cookie, then Accept-Language, then Polish. */
function localeOf(req: IncomingMessage): 'pl' | 'en' {
  const cookie = /(?:^|;\s*)NEXT_LOCALE=(pl|en)\b/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie === 'pl' || cookie === 'en') return cookie;
  const first = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .find((l) => l === 'pl' || l === 'en');
  return first === 'en' ? 'en' : 'pl';
}
