// npx tsx bench/search.ts [--driver pglite|postgres] [--requests 200]  (after `npm run build`)
// The read API on 50,000 offers over HTTP: latency of the list, counts, suggestions and clusters.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, get, percentile, printTable, ROOT, startServer, stopServer, waitForPage } from './lib';

const OFFERS = 50_000;
const PG_ADMIN = 'postgres://root@127.0.0.1:5432/postgres';
const PG_BENCH = 'postgres://root@127.0.0.1:5432/wakat_bench';

function seed(env: Record<string, string>) {
  console.log(`seeding ${OFFERS} offers (once)…`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/db-seed.ts', '--offers', String(OFFERS), '--reset'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
}

async function prepare(driver: string): Promise<Record<string, string>> {
  if (driver === 'pglite') {
    const dir = path.join(ROOT, '.data/bench-50k');
    const env = { PGLITE_DIR: dir };
    if (!existsSync(dir)) seed(env);
    return env;
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'wakat_bench'`)).rowCount;
  if (!exists) await admin.query('create database wakat_bench');
  await admin.end();
  const env = { DATABASE_URL: PG_BENCH };
  const probe = new pg.Client({ connectionString: PG_BENCH });
  await probe.connect();
  const count = await probe
    .query(`select count(*)::int as n from information_schema.tables where table_name = 'offers'`)
    .then(async (r) => (r.rows[0].n ? (await probe.query('select count(*)::int as n from offers')).rows[0].n : 0));
  await probe.end();
  if (count !== OFFERS) seed(env);
  return env;
}

async function time(port: number, pathname: string | ((i: number) => string), n: number) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const answer = await get(port, typeof pathname === 'string' ? pathname : pathname(i));
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    ms.push(performance.now() - t);
  }
  return ms;
}

async function throughput(port: number, pathname: string, connections: number, seconds: number) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await get(port, pathname);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function main() {
  const { values } = parseArgs({
    options: { driver: { type: 'string', default: 'pglite' }, requests: { type: 'string', default: '200' } },
  });
  const n = Number(values.requests);
  const env = await prepare(values.driver!);
  const port = await freePort();
  const server = startServer(port, { ...env, SEED_ON_START: 'false' });
  try {
    await waitForPage(port, Date.now(), 120_000, '/api/v2/app-config');
    const list = '/api/v2/user-panel/offers/by-cursor';
    await time(port, list, 20);
    const rows: Record<string, string | number>[] = [];
    const row = (what: string, ms: number[], goal: string) =>
      rows.push({ what, p50: percentile(ms, 50).toFixed(2), p99: percentile(ms, 99).toFixed(2), goal });
    row(
      'by-cursor first page (ms)',
      await time(port, list, n),
      values.driver === 'pglite' ? 'p50 ≤ 8' : 'p50 ≤ 5, p99 ≤ 20',
    );
    row(
      'by-cursor with filters (ms)',
      await time(port, `${list}?experienceLevels[]=senior&remote=true&withSalary=true&sortBy=salary`, n),
      '',
    );
    // Counts are cached per board generation and filters: distinct filters each time miss the cache.
    const counts = '/api/v2/user-panel/offers/count/categories';
    row('count, uncached (ms)', await time(port, (i) => `/api/v2/user-panel/offers/count?salaryMin=${i + 1}`, n), '');
    row('category counts, uncached (ms)', await time(port, (i) => `${counts}?salaryMin=${i + 1}`, n), 'p50 ≤ 10');
    row('category counts, cached (ms)', await time(port, counts, n), 'p50 ≤ 1');
    row('suggest "jav" (ms)', await time(port, '/api/v2/user-panel/offers/suggest?query=jav', n), 'p50 ≤ 3');
    const clusters = '/api/v2/user-panel/offers/clusters?neLat=55&neLon=24.15&swLat=49&swLon=14.12&zoom=6';
    // The first request for a filter set builds its index from every matching offer (all 50,000 here).
    const build = await time(port, `${clusters}&currency=EUR`, 1);
    row('clusters, index built (ms)', await time(port, `${clusters}&currency=EUR`, n), 'p50 ≤ 5');
    rows.push({ what: 'cluster index build, first request (ms)', p50: build[0]!.toFixed(0), p99: '', goal: '≤ 400' });
    const rps = await throughput(port, list, 10, 10);
    rows.push({ what: 'by-cursor, 10 connections (req/s)', p50: rps.toFixed(0), p99: '', goal: '≥ 400' });
    console.log(`\nread API on ${OFFERS} offers, ${values.driver}, ${n} requests each over HTTP:\n`);
    printTable(rows);
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
