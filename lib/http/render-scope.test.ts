import { readdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createPageCache } from './page-cache';
import { keepRenderStatus, runInRenderScope, setRenderStatus, type RenderScope } from './render-scope';

/**
 * server.ts's chain around Next: the page cache, the render's status, the render in its scope. The stand-in for
 * Next sends 200 as it does for every page, after the page's render (asynchronously) asked for its own status.
 */
const cache = createPageCache({ allowedCookies: [], generation: () => 1 });
let renders = 0;
const app = createServer((req, res) => {
  const scope: RenderScope = { personal: false };
  if (cache.serve(req, res, undefined, scope)) return;
  keepRenderStatus(req, res, scope);
  runInRenderScope(scope, () => {
    renders++;
    setTimeout(() => {
      const missing = req.url!.startsWith('/job-offer/gone');
      if (missing) setRenderStatus(404);
      const rsc = req.headers.rsc !== undefined;
      res.statusCode = 200;
      res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
      res.write(missing ? '<html lang="pl"><main>Oops!' : '<html lang="pl"><main>Offer');
      res.end('</main></html>');
    }, 1);
  });
});

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  port = (app.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; text: string; hit: boolean }>((resolve, reject) => {
    const req = request({ port, path, headers: { host: 'it.localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          text: Buffer.concat(chunks).toString('utf8'),
          hit: res.headers['x-page-cache'] === 'hit',
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('a page that renders its own 404 (decision 0083)', () => {
  it('answers its document with the status its render asked for, and the page it rendered', async () => {
    const answer = await get('/job-offer/gone-1');
    expect(answer.status).toBe(404);
    expect(answer.text).toBe('<html lang="pl"><main>Oops!</main></html>');
  });

  it('is never kept for the next visitor, while a found page is', async () => {
    const before = renders;
    expect((await get('/job-offer/gone-2')).status).toBe(404);
    const again = await get('/job-offer/gone-2');
    expect(again).toMatchObject({ status: 404, hit: false });
    expect(renders).toBe(before + 2);
    await get('/job-offer/here');
    expect(await get('/job-offer/here')).toMatchObject({ status: 200, hit: true });
  });

  it("leaves a client navigation's payload at 200, so the router shows the 404 in place", async () => {
    const answer = await get('/job-offer/gone-3', { rsc: '1' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Oops!');
  });

  it("leaves a server action's answer (a POST) at what Next sends", async () => {
    const answer = await new Promise<number>((resolve, reject) =>
      request({ port, path: '/job-offer/gone-4', method: 'POST', headers: { 'next-action': 'x' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
        .on('error', reject)
        .end(),
    );
    expect(answer).toBe(200);
  });

  it('is a no-op outside a render scope (tests, scripts)', () => {
    expect(() => setRenderStatus(404)).not.toThrow();
  });

  it('changes only a 200: a redirect or an error the render ends with is sent as it is', async () => {
    const server = createServer((req, res) => {
      const scope: RenderScope = { personal: false };
      keepRenderStatus(req, res, scope);
      runInRenderScope(scope, () => {
        setRenderStatus(404);
        res.writeHead(req.url === '/redirect' ? 307 : 500, { location: '/' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const own = (server.address() as AddressInfo).port;
    const status = (path: string) =>
      new Promise<number>((resolve, reject) =>
        request({ port: own, path }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
          .on('error', reject)
          .end(),
      );
    try {
      expect(await status('/redirect')).toBe(307);
      expect(await status('/broken')).toBe(500);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('no loading boundary above a page', () => {
  it('the app has no loading.tsx: with one, Next sends the headers before the page asks for its 404', () => {
    // A page's status reaches the response only because the page renders before the headers go out. A
    // `loading.tsx` makes Next stream its fallback first, so `notFoundPage()` would answer 200 (decision 0083).
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/^loading\.(tsx|ts|jsx|js)$/.test(entry.name)) found.push(path.relative(process.cwd(), file));
      }
    };
    walk(path.join(process.cwd(), 'app'));
    expect(found).toEqual([]);
  });
});
