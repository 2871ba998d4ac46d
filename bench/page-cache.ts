// npx tsx bench/page-cache.ts [--seconds 8] [--rounds 3] [--connections 10] [--data-dir .data/pglite]
// (after `npm run build`)
//
// A page-cache hit of the list page against the wire: the production server answering /job-offers from its
// page cache (a fresh CSP nonce stamped into every answer), beside a plain Node HTTP server in its own process
// sending the very bytes and headers of one such answer, with nothing computed per request. Both are driven
// the same way (keep-alive connections, the answer read to its end), in alternating rounds, for a client that
// takes gzip and for one that does not. Prints requests per second of each and the ratio (goal ≥ 0.9×).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
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
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const PATHNAME = '/job-offers';

/** GET on a keep-alive agent, the body read to its end; the answer's status, headers and bytes. */
function fetchOnce(agent: http.Agent, port: number, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: PATHNAME, agent, headers: { host: `it.localhost:${port}`, ...headers } },
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

async function requestsPerSecond(port: number, headers: Record<string, string>, expectHit: boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let done = 0;
  let misses = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const answer = await fetchOnce(agent, port, headers);
        if (answer.status !== 200) throw new Error(`${PATHNAME} answered ${answer.status}`);
        if (expectHit && answer.headers['x-page-cache'] !== 'hit') misses++;
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

const loadBefore = os.loadavg()[0]!;
const appPort = await freePort();
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
    const plainPort = await freePort();
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
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
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
  printTable(rows);
  console.log(`\nPage-cache hit ÷ plain Node server with the same bytes (goal ≥ 0.9×): ${summary.join('; ')}`);
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
} finally {
  for (const plain of plains) if (plain.pid) process.kill(-plain.pid, 'SIGKILL');
  await stopServer(app);
}
