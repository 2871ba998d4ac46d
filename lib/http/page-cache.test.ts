import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createPageCache } from './page-cache';
import { markPersonalRender, runInRenderScope } from './render-scope';
import { anonymiseSharedRequest, isSharedApi, isSharedPage } from './shared-pages';

let generation = 1;
let renders = 0;
let clock = 0;
const cache = createPageCache({
  allowedCookies: ['color-scheme'],
  generation: () => generation,
  ttlMs: 1000,
  now: () => clock,
});

/** A stand-in for Next: a page whose HTML shows how many renders happened. */
function render(req: IncomingMessage, res: ServerResponse) {
  renders++;
  const url = new URL(req.url!, 'http://x');
  if (url.pathname === '/redirect') {
    res.statusCode = 307;
    res.setHeader('location', '/');
    res.end();
    return;
  }
  if (url.pathname === '/sets-cookie') res.setHeader('set-cookie', 'a=b');
  if (url.pathname === '/sets-scheme') res.setHeader('set-cookie', 'color-scheme=dark; Path=/');
  const html = `<html>render ${renders} ${req.headers.host} ${req.headers.cookie ?? ''}</html>`;
  res.setHeader('content-type', url.pathname === '/json' ? 'application/json' : 'text/html; charset=utf-8');
  if (/gzip/.test(String(req.headers['accept-encoding']))) {
    res.setHeader('content-encoding', 'gzip');
    res.write(gzipSync(html));
  } else {
    res.write(html.slice(0, 10));
    res.write(html.slice(10));
  }
  res.end();
}

const server = createServer((req, res) => {
  if (!cache.serve(req, res)) render(req, res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; hit: boolean; text: string }>((resolve, reject) => {
    const req = request({ port, path, headers: { host: 'it.localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          hit: res.headers['x-page-cache'] === 'hit',
          text: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('the public page cache', () => {
  beforeEach(() => {
    cache.clear();
    generation++;
  });

  it('answers a repeated page from memory, byte for byte, per host and URL', async () => {
    const first = await get('/job-offers?x=1');
    const again = await get('/job-offers?x=1');
    expect(again).toEqual({ ...first, hit: true });
    expect((await get('/job-offers?x=2')).hit).toBe(false);
    expect((await get('/job-offers?x=1', { host: 'biz.localhost' })).text).toContain('biz.localhost');
  });

  it('keeps gzipped and plain answers apart', async () => {
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.hit).toBe(false);
    expect((await get('/', { 'accept-encoding': 'gzip' })).text).toBe(gz.text);
  });

  it('keys by the allowed cookies and bypasses requests carrying any other cookie', async () => {
    await get('/', { cookie: 'color-scheme=dark' });
    expect((await get('/', { cookie: 'color-scheme=dark' })).hit).toBe(true);
    expect((await get('/', { cookie: 'color-scheme=light' })).hit).toBe(false);
    await get('/', { cookie: 'color-scheme=dark; session=secret' });
    const other = await get('/', { cookie: 'color-scheme=dark; session=secret' });
    expect(other.hit).toBe(false);
    expect(other.text).toContain('session=secret');
    expect((await get('/', { cookie: 'color-scheme=dark' })).text).not.toContain('secret');
  });

  it('never keeps redirects, other content types, answers that set cookies, or API and RSC requests', async () => {
    for (const path of [
      '/redirect',
      '/json',
      '/sets-cookie',
      '/api/v2/app-config',
      '/dev/mailbox',
      '/en/dev/mailbox?mail=1',
    ]) {
      await get(path);
      expect((await get(path)).hit, path).toBe(false);
    }
    await get('/', { rsc: '1' });
    expect((await get('/', { rsc: '1' })).hit).toBe(false);
  });

  it('keeps an answer that sets only an allowed cookie, and replays the cookie', async () => {
    await get('/sets-scheme');
    expect((await get('/sets-scheme')).hit).toBe(true);
  });

  it('forgets everything when the data generation changes, and entries expire', async () => {
    await get('/');
    expect((await get('/')).hit).toBe(true);
    generation++;
    expect((await get('/')).hit).toBe(false);
    expect((await get('/')).hit).toBe(true);
    clock += 1001;
    expect((await get('/')).hit).toBe(false);
  });
});

describe('the public page cache with per-request CSP nonces', () => {
  const stamped = createPageCache({ allowedCookies: [], generation: () => 1 });
  let nonceCounter = 0;
  /** A page large enough for many deflate blocks, the nonce at its very start and end too. */
  const bigPage = (nonce: string) =>
    `${nonce}<html>${Array.from({ length: 400 }, (_, i) => `<li data-n="${i}">Programista ${i} – Kraków, Łódź ${(i * 7919) % 1000}</li>${i % 37 === 0 ? `<script nonce="${nonce}">${i}</script>` : ''}`).join('')}</html>${nonce}`;
  const nonceServer = createServer((req, res) => {
    const nonce = `nonce${++nonceCounter}AAAAAAAAAAAAAAAAA==`;
    res.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
    if (stamped.serve(req, res, nonce)) return;
    const html =
      req.url === '/big'
        ? bigPage(nonce)
        : `<html><script nonce="${nonce}">1</script><p>ąę</p><script nonce="${nonce}">2</script></html>`;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (/gzip/.test(String(req.headers['accept-encoding']))) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(html));
    } else res.end(html);
  });
  let nonceServerPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => nonceServer.listen(0, '127.0.0.1', resolve));
    nonceServerPort = (nonceServer.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => nonceServer.close(() => resolve())));

  const fetchPage = (headers: Record<string, string>, path = '/job-offers') =>
    new Promise<{ hit: boolean; policy: string; text: string; length: number; encoding?: string }>(
      (resolve, reject) => {
        const req = request({ port: nonceServerPort, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              hit: res.headers['x-page-cache'] === 'hit',
              policy: String(res.headers['content-security-policy']),
              text: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
              length: Number(res.headers['content-length']),
              encoding: res.headers['content-encoding'],
            });
            expect(body.length, 'Content-Length is the bytes sent').toBe(Number(res.headers['content-length']));
          });
        });
        req.on('error', reject);
        req.end();
      },
    );

  it.each([['identity'], ['gzip']])('stamps every hit with its own nonce (%s)', async (encoding) => {
    const first = await fetchPage({ 'accept-encoding': encoding });
    const second = await fetchPage({ 'accept-encoding': encoding });
    const third = await fetchPage({ 'accept-encoding': encoding });
    expect([first.hit, second.hit, third.hit]).toEqual([false, true, true]);
    for (const answer of [first, second, third]) {
      const nonce = /'nonce-([^']+)'/.exec(answer.policy)![1]!;
      expect(answer.text).toBe(
        `<html><script nonce="${nonce}">1</script><p>ąę</p><script nonce="${nonce}">2</script></html>`,
      );
    }
    expect(new Set([first.policy, second.policy, third.policy]).size).toBe(3);
  });

  it.each([['identity'], ['gzip']])(
    'stamps a large page, the nonce at its ends and between many blocks, into a valid answer (%s)',
    async (encoding) => {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await fetchPage({ 'accept-encoding': encoding }, '/big'));
      expect(answers.map((a) => a.hit)).toEqual([false, true, true]);
      for (const answer of answers) {
        const nonce = /'nonce-([^']+)'/.exec(answer.policy)![1]!;
        expect(answer.text).toBe(bigPage(nonce));
        expect(answer.encoding).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      }
      if (encoding === 'gzip') {
        // Compressed once when kept: a hit is about as small as the render's own gzip.
        expect(answers[1]!.length).toBeLessThan(gzipSync(bigPage('x'.repeat(28))).length * 1.2);
      }
    },
  );
});

describe('one cached page for everyone: shared pages and signed-in visitors (decision 0066)', () => {
  const shared = createPageCache({ allowedCookies: ['color-scheme'], generation: () => 1 });
  /** Sessions the stand-in knows: the render greets their owner, as a page reading the session would. */
  const sessions: Record<string, string> = { 'token-ala': 'Ala Kowalska', 'token-olek': 'Olek Nowak' };
  let leakyRenders = 0;
  /** A stand-in for server.ts and Next: security headers, the shared-page rule, the render's scope. */
  const app = createServer((req, res) => {
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    anonymiseSharedRequest(req);
    const scope = { personal: false };
    if (shared.serve(req, res, undefined, scope)) return;
    runInRenderScope(scope, () => {
      // What resolveIdentity does: the session's owner, and the render marked personal when there is one.
      const token = /(?:^|; )wakat\.session_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const name = token ? sessions[token] : undefined;
      if (name) markPersonalRender();
      // A render that reads the identity some other way (not from the cookie on the request).
      if (req.url === '/job-offers/leaky') {
        leakyRenders++;
        markPersonalRender();
      }
      setTimeout(() => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`<html>${name ? `Hello ${name}` : 'Hello visitor'} ${req.url}</html>`);
      }, 1);
    });
  });
  let appPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appPort = (app.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));
  beforeEach(() => shared.clear());

  const visit = (path: string, cookie?: string) =>
    new Promise<{ hit: boolean; text: string; raw: string[] }>((resolve, reject) => {
      const req = request(
        { port: appPort, path, headers: { host: 'it.localhost', ...(cookie ? { cookie } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              hit: res.headers['x-page-cache'] === 'hit',
              text: Buffer.concat(chunks).toString('utf8'),
              raw: res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  const ala = 'wakat.session_token=token-ala; color-scheme=dark';
  const olek = 'color-scheme=dark; wakat.session_token=token-olek; wakat.company=7';

  it("serves a shared page to two signed-in visitors from one entry, with neither one's name in it", async () => {
    const first = await visit('/job-offers', ala);
    expect(first.hit).toBe(false);
    expect(first.text).toContain('Hello visitor');
    const second = await visit('/job-offers', olek);
    expect(second.hit).toBe(true);
    expect(second.text).toBe(first.text);
    for (const answer of [first, second]) {
      expect(answer.text).not.toMatch(/Ala|Olek/);
    }
    // And an anonymous visitor with the same appearance gets the same entry.
    expect(await visit('/job-offers', 'color-scheme=dark')).toMatchObject({ hit: true, text: first.text });
    // The English pages and content pages are shared too, and so are the home page and the offer pages (0073).
    await visit('/en/pricing', olek);
    expect((await visit('/en/pricing', ala)).hit).toBe(true);
    for (const path of ['/', '/en', '/job-offer/java-dev', '/en/job-offer/java-dev']) {
      const own = await visit(path, olek);
      expect(own.text, path).toContain('Hello visitor');
      expect(await visit(path, ala), path).toMatchObject({ hit: true, text: own.text });
    }
  });

  it('never keeps nor serves personal pages to a signed-in visitor: their render sees the session', async () => {
    // The home page's account tabs list the visitor's own offers: not shared (decision 0073).
    for (const path of [
      '/profile',
      '/favorite-offers',
      '/employer/offers',
      '/?tab=favoriteOffers',
      '/en?tab=matchedForYou',
    ]) {
      const own = await visit(path, ala);
      expect(own.text, path).toContain('Hello Ala Kowalska');
      expect((await visit(path, ala)).hit, path).toBe(false);
      // The next visitor of the same page never gets Ala's answer, signed in or not.
      expect((await visit(path, olek)).text, path).toContain('Hello Olek Nowak');
      const anonymous = await visit(path);
      expect(anonymous.text, path).toContain('Hello visitor');
      expect(anonymous.text, path).not.toMatch(/Ala|Olek/);
    }
  });

  it('refuses to keep an answer whose render read a signed-in identity, whatever the route', async () => {
    const refusedBefore = shared.stats().refused;
    await visit('/job-offers/leaky');
    await visit('/job-offers/leaky');
    expect(leakyRenders).toBe(2);
    expect(shared.stats().refused).toBe(refusedBefore + 2);
    expect((await visit('/job-offers/leaky')).hit).toBe(false);
  });

  it('takes identity cookies off shared requests only, and keeps the rest', () => {
    const sharedReq = {
      method: 'GET',
      url: '/job-offers/krakow?x=1',
      headers: { cookie: ala } as Record<string, unknown>,
    };
    expect(anonymiseSharedRequest(sharedReq)).toBe(true);
    expect(sharedReq.headers.cookie).toBe('color-scheme=dark');
    const onlySession = { method: 'GET', url: '/pricing', headers: { cookie: '__Secure-wakat.session_token=x' } };
    anonymiseSharedRequest(onlySession);
    expect(onlySession.headers).toEqual({});
    for (const req of [
      { method: 'POST', url: '/job-offers', headers: { cookie: ala } },
      { method: 'GET', url: '/job-offers', headers: { cookie: ala, 'next-action': 'abc' } },
      { method: 'GET', url: '/profile', headers: { cookie: ala } },
      { method: 'GET', url: '/job-offers/../profile', headers: { cookie: ala } },
      { method: 'GET', url: '/job-offers%2F..%2Fprofile', headers: { cookie: ala } },
    ]) {
      expect(anonymiseSharedRequest(req), req.url).toBe(false);
      expect(req.headers.cookie).toBe(ala);
    }
  });

  it("shares the home page and the offer pages, but not the home page's account tabs", () => {
    for (const url of [
      '/',
      '/en',
      '/?tab=popular',
      '/en?tab=newWithSalary',
      '/job-offer/go-dev',
      '/en/job-offer/go-dev?x=1',
    ])
      expect(isSharedPage(url), url).toBe(true);
    for (const url of [
      '/?tab=favoriteOffers',
      '/en?tab=matchedForYou',
      '/?tab=popular&tab=favoriteOffers',
      '/?tab=favorite%4Fffers',
      '/job-offer/go-dev/apply',
      '/job-offer/..%2Fprofile',
      '/profile',
    ])
      expect(isSharedPage(url), url).toBe(false);
  });

  it('carries one set of the security headers on a hit', async () => {
    await visit('/job-offers');
    const hit = await visit('/job-offers');
    expect(hit.hit).toBe(true);
    for (const name of ['x-frame-options', 'x-content-type-options', 'content-type']) {
      expect(
        hit.raw.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    }
  });
});

describe('shared API answers: the list API kept like a page (decision 0076)', () => {
  let board = 1;
  let apiRenders = 0;
  const api = createPageCache({ allowedCookies: ['color-scheme'], generation: () => board, sharedApi: isSharedApi });
  /** A stand-in for server.ts and the routes: a fresh nonce per answer, the identity cookies taken off. */
  const app = createServer((req, res) => {
    const nonce = `nonce-${Math.random().toString(36).slice(2, 10)}`.padEnd(24, 'x');
    res.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
    anonymiseSharedRequest(req);
    if (api.serve(req, res, nonce)) return;
    apiRenders++;
    const path = req.url!.split('?')[0]!;
    const body = JSON.stringify({
      path,
      render: apiRenders,
      version: req.headers.version ?? null,
      session: /session_token/.test(req.headers.cookie ?? ''),
      items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Offer ${i}` })),
    });
    res.statusCode = path.endsWith('/missing') ? 404 : 200;
    res.setHeader('content-type', 'application/json');
    // Like Next's route answers: never compressed by the route.
    res.end(body);
  });
  let appPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appPort = (app.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

  interface Called {
    status: number;
    hit: boolean;
    gzipped: boolean;
    bytes: number;
    json: { render: number; session: boolean; version: string | null };
  }
  const call = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Called>((resolve, reject) => {
      const req = request({ port: appPort, path, headers: { host: 'it.localhost', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const gzipped = res.headers['content-encoding'] === 'gzip';
          const text = (gzipped ? gunzipSync(body) : body).toString('utf8');
          if (res.headers['x-page-cache'] === 'hit') expect(Number(res.headers['content-length'])).toBe(body.length);
          resolve({
            status: res.statusCode!,
            hit: res.headers['x-page-cache'] === 'hit',
            gzipped,
            bytes: body.length,
            json: JSON.parse(text),
          });
        });
      });
      req.on('error', reject);
      req.end();
    });
  const list = '/api/v2/user-panel/offers/by-cursor?itemsCount=100&currency=EUR';

  it('answers repeats of a list page, gzipped or not, for anonymous and signed-in callers alike', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const first = await call(list, { ...headers, cookie: 'wakat.session_token=ala; color-scheme=dark' });
      expect(first).toMatchObject({ status: 200, hit: false });
      // The route never saw the session: the cookie was taken off before it.
      expect(first.json.session).toBe(false);
      const again = await call(list, { ...headers, cookie: 'color-scheme=dark; wakat.session_token=olek' });
      expect(again).toMatchObject({ hit: true, json: first.json });
      // Kept compressed for a client that takes gzip, though the route sent it plain.
      expect(first.gzipped).toBe(false);
      expect(again.gzipped).toBe(encoding === 'gzip');
      if (encoding === 'gzip') expect(again.bytes).toBeLessThan(first.bytes / 4);
      expect((await call(list, { ...headers, cookie: 'color-scheme=dark' })).hit).toBe(true);
    }
    for (const path of ['/api/v2/user-panel/offers/count?remote=true', '/api/v2/user-panel/offers/count/categories']) {
      await call(path);
      expect((await call(path)).hit, path).toBe(true);
    }
  });

  it('asks the route again after a board change, for another Version, and never keeps a failure', async () => {
    const before = await call(list);
    board++;
    const after = await call(list);
    expect(after.hit).toBe(false);
    expect(after.json.render).toBeGreaterThan(before.json.render);
    const versioned = await call(list, { version: '1' });
    expect(versioned).toMatchObject({ hit: false, json: { version: '1' } });
    expect(await call(list, { version: '1' })).toMatchObject({ hit: true, json: { version: '1' } });
    const missing = '/api/v2/user-panel/offers/by-cursor/missing';
    await call(missing);
    expect((await call(missing)).hit).toBe(false);
  });

  it('keeps no other API answer', async () => {
    for (const path of [
      '/api/v1/me/page-state?offers=1,2',
      '/api/v2/user-panel/offers/clusters',
      '/api/v2/user-panel/offers/by-cursor/x',
      '/api/v2/user-panel/offers/by-cursorx',
    ]) {
      await call(path);
      expect((await call(path)).hit, path).toBe(false);
    }
    expect(isSharedApi('/api/v2/user-panel/offers/by-cursor')).toBe(true);
    expect(isSharedApi('/api/v2/user-panel/offers/count/categories')).toBe(true);
    expect(isSharedApi('/en/api/v2/user-panel/offers/by-cursor')).toBe(false);
  });
});

describe('an expired entry while it is rendered again', () => {
  let time = 0;
  let renders = 0;
  let status = 200;
  /** Renders waiting to be finished by the test, in order. */
  const pending: (() => void)[] = [];
  const stale = createPageCache({ allowedCookies: [], generation: () => 1, ttlMs: 1000, now: () => time });
  const app = createServer((req, res) => {
    if (stale.serve(req, res)) return;
    const render = ++renders;
    pending.push(() => {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html');
      res.end(`<html>render ${render}</html>`);
    });
  });
  let appPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appPort = (app.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

  const visit = (path: string) =>
    new Promise<{ hit: boolean; text: string }>((resolve, reject) => {
      const req = request({ port: appPort, path, headers: { host: 'it.localhost' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ hit: res.headers['x-page-cache'] === 'hit', text: Buffer.concat(chunks).toString('utf8') }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  /** Starts a visit and waits until its render is pending; the visit's answer, to await later. */
  const started = async (path: string) => {
    const before = pending.length;
    const answer = visit(path);
    for (let i = 0; i < 200 && pending.length === before; i++) await new Promise((r) => setTimeout(r, 5));
    return { answer };
  };

  it('is rendered once; the requests meanwhile get the expired page, then everyone the new one', async () => {
    const first = await started('/job-offers');
    pending.shift()!();
    expect(await first.answer).toMatchObject({ hit: false, text: '<html>render 1</html>' });
    time += 1500;
    const refresh = await started('/job-offers');
    expect(pending).toHaveLength(1);
    // While the one render runs, others are answered from the expired entry, and no other render starts.
    for (let i = 0; i < 3; i++)
      expect(await visit('/job-offers')).toEqual({ hit: true, text: '<html>render 1</html>' });
    expect(renders).toBe(2);
    pending.shift()!();
    expect(await refresh.answer).toMatchObject({ hit: false, text: '<html>render 2</html>' });
    expect(await visit('/job-offers')).toEqual({ hit: true, text: '<html>render 2</html>' });
  });

  it('is not used past its limit, nor once its refresh failed', async () => {
    const first = await started('/pricing');
    pending.shift()!();
    await first.answer;
    time += 1500;
    status = 500;
    const failing = await started('/pricing');
    expect((await visit('/pricing')).hit).toBe(true);
    pending.shift()!();
    expect(await failing.answer).toMatchObject({ hit: false, text: '<html>render 4</html>' });
    status = 200;
    // The failed refresh dropped it: the next visitor gets a render.
    const next = await started('/pricing');
    expect(pending).toHaveLength(1);
    pending.shift()!();
    expect(await next.answer).toMatchObject({ hit: false, text: '<html>render 5</html>' });
    // Long past the expiry (a refresh still running after 10 s), the expired entry no longer answers.
    time += 1500;
    const slow = await started('/pricing');
    time += 11_000;
    const other = await started('/pricing');
    expect(pending).toHaveLength(2);
    pending.splice(0).forEach((finish) => finish());
    expect((await slow.answer).hit).toBe(false);
    expect((await other.answer).hit).toBe(false);
  });
});
