// npx tsx bench/employer-panel.ts --port N [--host it.localhost] [--runs 60]
//   against a running production server (`npm run build`, then `DATABASE_URL=postgres://… npm start`: the demo
//   data has 280 companies, 220 on the IT board, with the demo employers of features/demo-data/server/seed/employers.ts).
// Prints the server render time (time to the last byte over loopback, signed in as the demo owner) of the
// panel home and the users page, p50/p95 with their budget, and the first-load JavaScript (gzipped) of every
// panel page the demo owner opens, with its budget. Other panel pages join by adding their path to PAGES.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from './first-load-js';
import { get, percentile, printTable, verdict } from './lib';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: 'it.localhost' },
    runs: { type: 'string', default: '60' },
  },
});
if (!values.port) throw new Error('--port of a running production server is required');
const PORT = Number(values.port);
const HOST = values.host!;
const RUNS = Number(values.runs);

/** Server render p50 budget (ms) and first-load JS budget (KiB gz) of the issue. */
const RENDER_BUDGET_MS = 60;
const JS_BUDGET_KIB = 200;
/** Panel pages measured: render time for the first two, first-load JS for all. */
const PAGES = ['/employer', '/employer/users', '/employer/audit-log', '/en/employer', '/en/employer/users'];

function signIn(email: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/auth/sign-in/email',
        method: 'POST',
        headers: {
          host: `${HOST}:${PORT}`,
          origin: `http://${HOST}:${PORT}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? []).find((c) => c.includes('session_token='));
        if (res.statusCode !== 200 || !cookie) reject(new Error(`sign-in failed: ${res.statusCode}`));
        else resolve(cookie.split(';')[0]!);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(path: string, cookie: string): Promise<number> {
  const started = performance.now();
  const answer = await get(PORT, path, HOST, { cookie });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return performance.now() - started;
}

async function main() {
  const cookie = await signIn('employer@demo.wakat.test', 'Wakat-demo-2026');
  const rows: Record<string, string | number>[] = [];
  for (const path of PAGES.slice(0, 2)) {
    for (let i = 0; i < 5; i++) await timed(path, cookie); // warm-up: compile caches, connections
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(path, cookie));
    const p50 = percentile(times, 50);
    rows.push({
      page: path,
      runs: RUNS,
      'p50 ms': p50.toFixed(1),
      'p95 ms': percentile(times, 95).toFixed(1),
      budget: RENDER_BUDGET_MS,
      verdict: verdict(p50, RENDER_BUDGET_MS),
    });
  }
  console.log('\nPanel server render (signed in as the demo owner)');
  printTable(rows);

  const sizes = new Map<string, number>();
  const js: Record<string, string | number>[] = [];
  for (const path of PAGES) {
    const html = (await get(PORT, path, HOST, { cookie })).body.toString('utf8');
    let gz = 0;
    for (const src of firstLoadScripts(html)) {
      if (!sizes.has(src)) sizes.set(src, gzipSync((await get(PORT, src, HOST)).body).length);
      gz += sizes.get(src)!;
    }
    const kib = gz / 1024;
    js.push({
      page: path,
      'first-load JS KiB gz': kib.toFixed(1),
      budget: JS_BUDGET_KIB,
      verdict: verdict(kib, JS_BUDGET_KIB),
    });
  }
  console.log('\nPanel first-load JavaScript');
  printTable(js);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
