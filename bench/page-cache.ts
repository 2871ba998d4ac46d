// npx tsx bench/page-cache.ts [--seconds 8] [--rounds 3] [--connections 10] [--data-dir .data/pglite] [--port N]
// (after `npm run build`)
//
// A page-cache hit of the list page against the wire: the production server answering /job-offers from its
// page cache (a fresh CSP nonce stamped into every answer), beside a plain Node HTTP server in its own process
// sending the very bytes and headers of one such answer, with nothing computed per request. Both are driven
// the same way (keep-alive connections, the answer read to its end), in alternating rounds, for a client that
// takes gzip and for one that does not. Prints requests per second of each and the ratio (goal ≥ 0.9×).
//
// Then a signed-in candidate (signed up through the dev mailbox) on the list page, the home page and an offer
// page, each in alternating rounds with that page's anonymous hit: the page with the session cookie (shared
// pages: answered from the cache too, decisions 0066 and 0073), and a whole signed-in page view (that page plus
// its one GET /api/v1/me/page-state call, with the page's offers and, on the offer page, its own offer).
// Prints each as a ratio to the anonymous hit (goal for the page ≥ 0.8×).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, printTable, ROOT, startServer, stopServer, waitForPage } from './lib';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'data-dir': { type: 'string', default: '.data/pglite' },
    /** The app's port; the plain servers take the next ones (default: ports the system picks). */
    port: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const PATHNAME = '/job-offers';

/** GET on a keep-alive agent, the body read to its end; the answer's status, headers and bytes. */
function fetchOnce(agent: http.Agent, port: number, headers: Record<string, string>, pathname = PATHNAME) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, agent, headers: { host: `it.localhost:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
  });
}

async function requestsPerSecond(
  port: number,
  headers: Record<string, string>,
  expectHit: boolean,
  /** Also asks for the page's state after each page (a signed-in page view). */
  pageState?: string,
  pathname = PATHNAME,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let done = 0;
  let misses = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const answer = await fetchOnce(agent, port, headers, pathname);
        if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
        if (expectHit && answer.headers['x-page-cache'] !== 'hit') misses++;
        if (pageState) {
          const state = await fetchOnce(agent, port, headers, pageState);
          if (state.status !== 200) throw new Error(`${pageState} answered ${state.status}`);
        }
        done++;
      }
    }),
  );
  agent.destroy();
  return { rps: done / SECONDS, misses };
}

/** The reference: a plain Node server in its own process answering every request with the same stored bytes. */
async function startPlainServer(port: number, headers: http.OutgoingHttpHeaders, body: Buffer): Promise<ChildProcess> {
  const script = `
    const http = require('node:http');
    const fs = require('node:fs');
    const body = fs.readFileSync(process.env.BODY_FILE);
    const headers = JSON.parse(fs.readFileSync(process.env.HEADERS_FILE, 'utf8'));
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(Number(process.env.PORT), '127.0.0.1', () => process.send && process.send('up'));
  `;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wakat-bench-'));
  writeFileSync(path.join(dir, 'body'), body);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
  const child = spawn(process.execPath, ['-e', script], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      BODY_FILE: path.join(dir, 'body'),
      HEADERS_FILE: path.join(dir, 'headers.json'),
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the plain server exited (${code})`)));
  });
  return child;
}

/** The headers of a hit as the wire carried them (hop-by-hop ones left to the plain server). */
function replayable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const skip = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !skip.has(name)));
}

/** A signed-in candidate: signed up, verified through the dev mailbox's link; the session cookie. */
async function signUp(port: number): Promise<string> {
  const email = `bench.cache.${Date.now().toString(36)}@example.com`;
  const body = JSON.stringify({
    email,
    password: 'bench password 123',
    name: 'Bench Candidate',
    privacyAccepted: true,
  });
  const call = (method: string, pathname: string, payload?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          headers: {
            host: `it.localhost:${port}`,
            origin: `http://it.localhost:${port}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const signed = await call('POST', '/api/auth/sign-up/email', body);
  if (signed.status !== 200) throw new Error(`sign-up: ${signed.status} ${signed.text}`);
  const mailbox = await call('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  if (mailbox.status !== 200) throw new Error('the dev mailbox is closed (ENABLE_DEV_MAILBOX=true on Postgres)');
  const text = (JSON.parse(mailbox.text).mails as { text: string }[])[0]!.text;
  const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)![0]);
  const verified = await call('GET', link.pathname + link.search);
  const cookie = (verified.headers['set-cookie'] ?? []).find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`verification: ${verified.status}`);
  return cookie.split(';')[0]!;
}

/** The middle of the rounds. */
const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;

const loadBefore = os.loadavg()[0]!;
const basePort = values.port ? Number(values.port) : null;
const appPort = basePort ?? (await freePort());
const app = startServer(appPort, { PGLITE_DIR: path.resolve(ROOT, values['data-dir']!) });
const plains: ChildProcess[] = [];
try {
  await waitForPage(appPort, Date.now(), 900_000, PATHNAME);
  const rows: Record<string, string | number>[] = [];
  const summary: string[] = [];
  for (const encoding of ['gzip', 'identity']) {
    const headers = { 'accept-encoding': encoding };
    const agent = new http.Agent({ keepAlive: true });
    await fetchOnce(agent, appPort, headers);
    const hit = await fetchOnce(agent, appPort, headers);
    agent.destroy();
    if (hit.headers['x-page-cache'] !== 'hit') throw new Error(`the second ${encoding} request was not a cache hit`);
    const plainPort = basePort ? basePort + 1 + plains.length : await freePort();
    const plain = await startPlainServer(plainPort, replayable(hit.headers), hit.body);
    plains.push(plain);
    const hits: number[] = [];
    const reference: number[] = [];
    let misses = 0;
    for (let round = 0; round < ROUNDS; round++) {
      reference.push((await requestsPerSecond(plainPort, headers, false)).rps);
      const measured = await requestsPerSecond(appPort, headers, true);
      hits.push(measured.rps);
      misses += measured.misses;
    }
    const ratio = median(hits) / median(reference);
    rows.push(
      {
        what: `list page, cache hit (${encoding})`,
        'req/s (median)': median(hits).toFixed(0),
        rounds: hits.map((v) => v.toFixed(0)).join(' / '),
        bytes: hit.body.length,
        misses,
      },
      {
        what: `plain Node, same bytes (${encoding})`,
        'req/s (median)': median(reference).toFixed(0),
        rounds: reference.map((v) => v.toFixed(0)).join(' / '),
        bytes: hit.body.length,
        misses: '',
      },
    );
    summary.push(`${encoding}: ${ratio.toFixed(2)}× (${ratio >= 0.9 ? 'OK' : 'UNDER'})`);
  }
  // A signed-in candidate on the list, home and offer pages: the session cookie beside the appearance cookie a
  // browser holds.
  const cookie = `${await signUp(appPort)}; color-scheme=light`;
  const headers = { 'accept-encoding': 'gzip' };
  const signedIn = { ...headers, cookie };
  const anonymousHeaders = { ...headers, cookie: 'color-scheme=light' };
  const warm = new http.Agent({ keepAlive: true });
  const listHtml = gunzipSync((await fetchOnce(warm, appPort, signedIn)).body).toString('utf8');
  const offerPath = /href="(\/job-offer\/[^"?#]+)"/.exec(listHtml)?.[1];
  if (!offerPath) throw new Error('no offer link on the list page');
  const verdicts: string[] = [];
  for (const [name, pathname] of [
    ['list page', PATHNAME],
    ['home page', '/'],
    ['offer page', offerPath],
  ] as const) {
    const page = await fetchOnce(warm, appPort, signedIn, pathname);
    await fetchOnce(warm, appPort, anonymousHeaders, pathname);
    // The offers whose hearts the page shows, and the offer page's own offer: what the browser's call asks about.
    const html = gunzipSync(page.body).toString('utf8');
    const offerIds = [...new Set([...html.matchAll(/data-offer-id="(\d+)"/g)].map((m) => m[1]!))].slice(0, 100);
    const own =
      pathname === offerPath
        ? /data-testid="favourite-toggle"[^>]*data-offer-id="(\d+)"|data-offer-id="(\d+)"/.exec(html)
        : null;
    const ownId = own ? (own[1] ?? own[2]) : null;
    const params = [
      ...(offerIds.length ? [`offers=${offerIds.join(',')}`] : []),
      ...(ownId ? [`offer=${ownId}`, 'lang=pl'] : []),
    ];
    const stateUrl = `/api/v1/me/page-state${params.length ? `?${params.join('&')}` : ''}`;
    const state = await fetchOnce(warm, appPort, signedIn, stateUrl);
    if (!String(JSON.parse(state.body.toString('utf8')).viewer?.kind).startsWith('candidate'))
      throw new Error('the page-state call did not see the signed-in candidate');
    const anonymous: number[] = [];
    const pages: number[] = [];
    const views: number[] = [];
    let signedMisses = 0;
    for (let round = 0; round < ROUNDS; round++) {
      anonymous.push((await requestsPerSecond(appPort, anonymousHeaders, true, undefined, pathname)).rps);
      const measured = await requestsPerSecond(appPort, signedIn, true, undefined, pathname);
      pages.push(measured.rps);
      signedMisses += measured.misses;
      views.push((await requestsPerSecond(appPort, signedIn, false, stateUrl, pathname)).rps);
    }
    const pageRatio = median(pages) / median(anonymous);
    const viewRatio = median(views) / median(anonymous);
    rows.push(
      {
        what: `${name}, anonymous cache hit (gzip)`,
        'req/s (median)': median(anonymous).toFixed(0),
        rounds: anonymous.map((v) => v.toFixed(0)).join(' / '),
        bytes: page.body.length,
        misses: '',
      },
      {
        what: `${name}, signed-in candidate (gzip)`,
        'req/s (median)': median(pages).toFixed(0),
        rounds: pages.map((v) => v.toFixed(0)).join(' / '),
        bytes: page.body.length,
        misses: signedMisses,
      },
      {
        what: `${name}, signed-in view: page + page-state (${offerIds.length} offers${ownId ? ', its own' : ''})`,
        'req/s (median)': median(views).toFixed(0),
        rounds: views.map((v) => v.toFixed(0)).join(' / '),
        bytes: page.body.length + state.body.length,
        misses: '',
      },
    );
    verdicts.push(
      `${name}: ${pageRatio.toFixed(2)}× (${pageRatio >= 0.8 ? 'OK' : 'UNDER'}), with its page-state call ${viewRatio.toFixed(2)}× (${viewRatio >= 0.8 ? 'OK' : 'UNDER'})`,
    );
  }
  warm.destroy();
  printTable(rows);
  console.log(`\nPage-cache hit ÷ plain Node server with the same bytes (goal ≥ 0.9×): ${summary.join('; ')}`);
  console.log(`Signed-in page ÷ anonymous cache hit of the same page (goal ≥ 0.8×): ${verdicts.join('; ')}`);
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
} finally {
  for (const plain of plains) if (plain.pid) process.kill(-plain.pid, 'SIGKILL');
  await stopServer(app);
}
