import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import { colorSchemeOf, fillErrorDocument, fillNextErrorDocument } from './error-document';

/** Next's own compression middleware, as its router server runs it for every page (it ships no types). */
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

/** What Next sends for a page whose render failed (shortened): scripts only. */
const NEXT_ERROR_HEAD = '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/>';
const NEXT_ERROR_REST =
  '<script src="/_next/static/chunks/a.js" async=""></script><meta name="robots" content="noindex"/></head>' +
  '<body><div hidden=""><!--$?--><template id="B:0"></template><!--/$--></div>' +
  // Its payload: over the 1 KB under which Next's compression leaves an answer as it is.
  `<script>self.__next_f=[${'[1,"payload"],'.repeat(200)}]</script></body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** server.ts's order: the document filled, then Next (its compression first, then the render). */
async function answer(handler: Handler, path = '/job-offers', headers: Record<string, string> = {}, fill = true) {
  const compress = compression();
  const server = createServer((req, res) => {
    if (fill) fillErrorDocument(req, res, path.startsWith('/en') ? 'en' : 'pl');
    compress(req, res, () => handler(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: IncomingMessage['headers']; raw: Buffer }>(
      (resolve, reject) => {
        request({ port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      },
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const text = (a: { headers: IncomingMessage['headers']; raw: Buffer }) =>
  (a.headers['content-encoding'] === 'gzip'
    ? gunzipSync(a.raw)
    : a.headers['content-encoding'] === 'deflate'
      ? inflateSync(a.raw)
      : a.raw
  ).toString('utf8');

/** Next's way: the status and type set, the document written in pieces. */
const failedRender: Handler = (_req, res) => {
  res.statusCode = 500;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.write(NEXT_ERROR_HEAD);
  setTimeout(() => res.end(NEXT_ERROR_REST), 5);
};

describe("a failed page render: Next's empty error document gets the error page's text", () => {
  it('in Polish: the language, a title and the text with its links in a noscript, the status kept', async () => {
    const got = await answer(failedRender);
    expect(got.status).toBe(500);
    const html = text(got);
    expect(html).toContain('<html id="__next_error__" lang="pl" data-color-scheme="light">');
    expect(html).toContain('<head><title>Coś poszło nie tak...</title>');
    expect(html).toMatch(/<body><noscript><main[^>]*><h1>Coś poszło nie tak\.\.\.<\/h1>/);
    expect(html).toContain('<a href="">Spróbuj ponownie</a>');
    expect(html).toContain('<a href="/">Przejdź do strony głównej</a>');
    // Next's scripts are all still there, for the browser to render the error page.
    expect(html.endsWith(NEXT_ERROR_REST.slice(NEXT_ERROR_REST.indexOf('<script>self.__next_f')))).toBe(true);
    expect(Number(got.headers['content-length'])).toBe(got.raw.length);
  });

  it('in English under /en, and unpacked when Next compressed it for a client that takes gzip', async () => {
    // Without the filling, Next's compression does gzip this document.
    const alone = await answer(failedRender, '/en/job-offers', { 'accept-encoding': 'gzip' }, false);
    expect(alone.headers['content-encoding']).toBe('gzip');
    const got = await answer(failedRender, '/en/job-offers', { 'accept-encoding': 'gzip' });
    expect(got.headers['content-encoding']).toBeUndefined();
    expect(got.status).toBe(500);
    const html = text(got);
    expect(html).toContain('lang="en"');
    expect(html).toContain('<h1>Something went wrong...</h1>');
    expect(html).toContain('<a href="/en">Go to the home page</a>');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('unpacked too when Next deflated it for a client that takes only deflate', async () => {
    const alone = await answer(failedRender, '/job-offers', { 'accept-encoding': 'deflate' }, false);
    expect(alone.headers['content-encoding']).toBe('deflate');
    const got = await answer(failedRender, '/job-offers', { 'accept-encoding': 'deflate' });
    expect(got.headers['content-encoding']).toBeUndefined();
    expect(text(got)).toContain('<h1>Coś poszło nie tak...</h1>');
  });

  it("a 500 document too large to be Next's error document goes out as it came, whole", async () => {
    const big = NEXT_ERROR_HEAD + 'x'.repeat(600 * 1024) + NEXT_ERROR_REST;
    const got = await answer((_req, res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      for (let at = 0; at < big.length; at += 64 * 1024) res.write(big.slice(at, at + 64 * 1024));
      res.end();
    });
    expect(got.status).toBe(500);
    expect(text(got)).toBe(big);
  });

  it('when Next writes the head itself, with its headers', async () => {
    const got = await answer((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'x-next': 'kept' });
      res.end(NEXT_ERROR_HEAD + NEXT_ERROR_REST);
    });
    expect(got.status).toBe(503);
    expect(got.headers['x-next']).toBe('kept');
    expect(text(got)).toContain('<h1>Coś poszło nie tak...</h1>');
  });

  it('leaves every other answer as it goes: a page, a JSON error, a payload, other HTML of a 500', async () => {
    const offer: Handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<html><body>Offer</body></html>');
    };
    const page = await answer(offer);
    expect(page.status).toBe(200);
    expect(text(page)).toBe('<html><body>Offer</body></html>');
    // The same head as without it (length or chunks, as Next's compression decides).
    const { date: _date, ...head } = page.headers;
    const { date: _before, ...alone } = (await answer(offer, '/job-offers', {}, false)).headers;
    expect(head).toEqual(alone);
    const { raw: file } = await answer((_req, res) => {
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-length', '4');
      res.end('%PDF');
    });
    expect(file.toString()).toBe('%PDF');

    const json = await answer((_req, res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json');
      res.end('{"error":"INTERNAL"}');
    });
    expect(text(json)).toBe('{"error":"INTERNAL"}');

    const payload = await answer(failedRender, '/job-offers?_rsc=', { rsc: '1' });
    expect(text(payload)).toBe(NEXT_ERROR_HEAD + NEXT_ERROR_REST);

    const other = await answer((_req, res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html');
      res.end('<html><body>Internal Server Error</body></html>');
    });
    expect(other.status).toBe(500);
    expect(text(other)).toBe('<html><body>Internal Server Error</body></html>');
  });

  it("in the board's theme and the visitor's colour scheme, for readers without scripts only", async () => {
    const got = await answer(failedRender, '/job-offers', { cookie: 'session=x; color-scheme=dark' });
    const html = text(got);
    expect(html).toContain('<html id="__next_error__" lang="pl" data-color-scheme="dark">');
    expect(html).toMatch(/<head><title>[^<]*<\/title><noscript><link rel="stylesheet" href="\/theme\.css"\/><style>body\{/);
    expect(colorSchemeOf('color-scheme=light')).toBe('light');
    expect(colorSchemeOf('color-scheme=dark"><script>')).toBe('light');
    expect(colorSchemeOf('x-color-scheme=dark')).toBe('light');
    expect(colorSchemeOf(undefined)).toBe('light');
  });

  it('fills nothing but the marked document, and only with fixed, escaped text', () => {
    expect(fillNextErrorDocument('<html><head></head><body></body></html>', 'pl')).toBe(
      '<html><head></head><body></body></html>',
    );
    const filled = fillNextErrorDocument(NEXT_ERROR_HEAD + NEXT_ERROR_REST, 'en');
    // One for the theme in the head, one for the text in the body.
    expect(filled.match(/<noscript>/g)).toHaveLength(2);
    expect(filled.match(/<title>/g)).toHaveLength(1);
  });
});
