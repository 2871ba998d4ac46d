import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The longest request target (path and query) a page request may have. The locale proxy echoes the
 * target into a response header (and into a second one on RSC requests), so an unbounded URL makes
 * response headers that Node clients and proxies with small buffers refuse; no page of the board has
 * a URL near this long. The API and the hubs are not behind the proxy and keep Node's own limit.
 */
export const MAX_PAGE_URL_LENGTH = 2048;

/** Answers 414 to a page request whose target is too long; true when it did. */
export function refuseLongPageUrl(req: Pick<IncomingMessage, 'url'>, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (url.length <= MAX_PAGE_URL_LENGTH || /^\/(api|hubs)(\/|\?|$)/.test(url)) return false;
  res.writeHead(414, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end('URI Too Long\n');
  return true;
}
