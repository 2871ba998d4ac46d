// The 50,000-offer data set the read benchmarks run on, and request timing over HTTP.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { get, ROOT } from './lib';

export const OFFERS = 50_000;
const PG_ADMIN = 'postgres://root@127.0.0.1:5432/postgres';

function seed(env: Record<string, string>) {
  console.log(`seeding ${OFFERS} offers (once)…`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/db-seed.ts', '--offers', String(OFFERS), '--reset'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
}

/** Seeds `.data/bench-50k` (PGlite) or the `wakat_bench` database (or `database`) once; returns the server's env. */
export async function prepare50k(driver: string, database = 'wakat_bench'): Promise<Record<string, string>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`not a database name: ${database}`);
  const PG_BENCH = `postgres://root@127.0.0.1:5432/${database}`;
  if (driver === 'pglite') {
    const dir = path.join(ROOT, '.data/bench-50k');
    const env = { PGLITE_DIR: dir };
    if (!existsSync(dir)) seed(env);
    return env;
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [database])).rowCount;
  if (!exists) await admin.query(`create database ${database}`);
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

/** Sequential requests; milliseconds each (whole response). */
export async function time(port: number, pathname: string | ((i: number) => string), n: number) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const answer = await get(port, typeof pathname === 'string' ? pathname : pathname(i));
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    ms.push(performance.now() - t);
  }
  return ms;
}

/** Requests per second with `connections` clients for `seconds`. */
export async function throughput(
  port: number,
  pathname: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await get(port, pathname, 'it.localhost', headers);
        done++;
      }
    }),
  );
  return done / seconds;
}
