// npx tsx bench/market-data.ts [--database-url postgres://…] [--requests 200]
// The salary calculator's market figures on 50,000 offers (PostgreSQL): every filter combination of
// category × seniority × city × contract, uncached (straight from the database) and through the
// per-generation cache the page uses.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SENIORITIES } from '@/features/offers/options';
import { getSearchDictionary } from '@/features/offers/server/search-dictionary';
import { getMarketData, loadMarketFigures } from '@/features/salary-calculator/server/market-data-service';
import type { MarketQuery } from '@/features/salary-calculator/market';
import { CONTRACTS } from '@/features/salary-calculator/types';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle, openPostgres } from '@/lib/db/client';
import { OFFERS } from './data-50k';
import { percentile, printTable, ROOT } from './lib';

const DEFAULT_URL = 'postgres://root@127.0.0.1:5432/wakat_bench_salary';

/** Seeds the database with the 50,000-offer demo set unless it already holds it. */
async function prepare(url: string) {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`create database "${name}"`);
  await admin.end();
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const count = await probe
    .query(`select count(*)::int as n from information_schema.tables where table_name = 'offers'`)
    .then(async (r) => (r.rows[0].n ? (await probe.query('select count(*)::int as n from offers')).rows[0].n : 0));
  await probe.end();
  if (count === OFFERS) return;
  console.log(`seeding ${OFFERS} offers (once)…`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/db-seed.ts', '--offers', String(OFFERS), '--reset'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
}

async function main() {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string', default: DEFAULT_URL }, requests: { type: 'string', default: '200' } },
  });
  const url = values['database-url']!;
  const n = Number(values.requests);
  await prepare(url);
  const handle = await openPostgres(url);
  installDbHandle(handle);
  try {
    const { db } = handle;
    const board = await resolveTenant('it.localhost', db);
    const dictionary = await getSearchDictionary(db, board.id);
    const categories = [
      null,
      ...[...dictionary.categoryBySlug.values()].filter((c) => c.parentId === null).map((c) => c.seoSlug),
    ];
    const cities = [null, ...[...dictionary.cityBySlug.values()].filter((c) => c.group === 'top').map((c) => c.slug)];
    const seniorities = [null, ...SENIORITIES];
    // A fixed, spread-out sequence of filter combinations (the widest, every category and city, first).
    const queries: MarketQuery[] = [];
    for (let i = 0; queries.length < n; i++)
      queries.push({
        category: categories[i % categories.length]!,
        city: cities[Math.floor(i / categories.length) % cities.length]!,
        seniority: seniorities[i % seniorities.length]!,
        contract: CONTRACTS[i % CONTRACTS.length]!,
      });
    const widest: MarketQuery = { category: null, city: null, seniority: null, contract: 'b2b' };
    for (let i = 0; i < 10; i++) await loadMarketFigures(db, board, widest);

    const timed = async (run: (q: MarketQuery) => Promise<unknown>, list: MarketQuery[]) => {
      const ms: number[] = [];
      for (const q of list) {
        const t = performance.now();
        await run(q);
        ms.push(performance.now() - t);
      }
      return ms;
    };
    const rows: Record<string, string | number>[] = [];
    const row = (what: string, ms: number[], goal: string) =>
      rows.push({ what, p50: percentile(ms, 50).toFixed(2), p99: percentile(ms, 99).toFixed(2), goal });
    row('any filter, uncached (ms)', await timed((q) => loadMarketFigures(db, board, q), queries), 'p50 ≤ 20');
    row(
      'widest (all categories, cities, seniorities; B2B), uncached (ms)',
      await timed((q) => loadMarketFigures(db, board, q), Array(Math.min(n, 50)).fill(widest)),
      '',
    );
    await timed((q) => getMarketData(db, board, q, 'pl'), queries);
    row(
      'any filter, cached per board generation (ms)',
      await timed((q) => getMarketData(db, board, q, 'pl'), queries),
      '',
    );
    console.log(`\nsalary market figures on ${OFFERS} offers, PostgreSQL, ${n} filter combinations:\n`);
    printTable(rows);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
});
