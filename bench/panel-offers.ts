// npx tsx --import ./bench/server-only-hook.mjs bench/panel-offers.ts [--runs 200]
//   [--database postgres://root@127.0.0.1:5432/wakat_bench_panel_offers]
// The employer's offers on PostgreSQL: p50/p99 server time of one offer's statistics page with 90 days of
// daily rows, bumps and a benchmark over the board (goal p50 ≤ 60 ms), of the offers list (default, sorted
// by views, searched), what recording a view costs the offer page (goal ≤ 1 ms), the batched write of the
// views, and the daily aggregation of a day with 20,000 views.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { offerListQuery } from '@/features/employer-offers/schemas';
import { listCompanyOffers } from '@/features/employer-offers/server/offers-queries';
import { aggregateOfferDay } from '@/features/employer-offers/server/stats-job';
import { getOfferStatistics } from '@/features/employer-offers/server/statistics-service';
import { seedDemo } from '@/features/demo-data/server/seed';
import type { EmployerCaller } from '@/lib/auth/caller';
import { installDbHandle, migrateDb, openPostgres } from '@/lib/db/client';
import { countOfferPageView } from '@/lib/offer-stats/page-view';
import { flushOfferStats, pendingOfferStats } from '@/lib/offer-stats/recorder';
import { percentile, printTable, verdict } from './lib';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    database: { type: 'string', default: 'postgres://root@127.0.0.1:5432/wakat_bench_panel_offers' },
  },
});
const RUNS = Number(values.runs);

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`create database ${name}`);
  await admin.end();
}

async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  await ensureDatabase(values.database!);
  const handle = await openPostgres(values.database!);
  await migrateDb(handle);
  installDbHandle(handle);
  const { db } = handle;
  const { rows: seeded } = await db.execute<{ n: number }>(sql`select count(*)::int as n from offers`);
  if (Number(seeded[0]!.n) === 0) {
    console.log('seeding 600 demo offers (once)…');
    await seedDemo(handle, { offers: 600, seed: 17 });
  }
  const { rows: top } = await db.execute<{ company_id: number; tenant_id: number }>(sql`
    select company_id, tenant_id from offers group by company_id, tenant_id order by count(*) desc limit 1`);
  const companyId = Number(top[0]!.company_id);
  const tenantId = Number(top[0]!.tenant_id);
  // The measured offer: the one given 95 days of history on a first run, else the company's first published.
  const { rows: target } = await db.execute<{ id: number }>(sql`
    select id from offers where company_id = ${companyId} and status = 'published'
     order by (original_published_at < now() - interval '90 days') desc nulls last, id limit 1`);
  const offerId = Number(target[0]!.id);
  const { rows: stats } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from offer_stats_daily where offer_id = ${offerId}`);
  if (Number(stats[0]!.n) < 90) {
    console.log('writing 90 days of daily rows for every offer, and bumps (once)…');
    // Every offer of the board has 90 days: the benchmark reads real peers, the list sums real rows.
    await db.execute(sql`
      insert into offer_stats_daily (offer_id, tenant_id, day, list_impressions, detail_views, unique_visitors,
                                     apply_clicks, applications, redirects)
      select o.id, o.tenant_id, current_date - d, 200 + (o.id * 7 + d * 13) % 400, 20 + (o.id + d * 3) % 60,
             15 + (o.id + d) % 40, 2 + (o.id + d) % 8, (o.id + d) % 4, (o.id + d) % 2
        from offers o cross join generate_series(0, 89) d
      on conflict (offer_id, day) do nothing`);
    await db.execute(sql`
      insert into offer_revisions (offer_id, action, created_at)
      select ${offerId}, 'bump', now() - d * interval '1 day' from unnest(array[10, 40, 70]) d`);
    await db.execute(sql`analyze offer_stats_daily`);
    await db.execute(sql`analyze offer_revisions`);
  }
  const { rows: size } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from offers where company_id = ${companyId}`);
  if (Number(size[0]!.n) < 300) {
    console.log('giving the company 300 offers, 90 days of history and 20 similar active peers (once)…');
    // A large employer: 300 offers of the board; the measured one first published 95 days ago.
    await db.execute(sql`
      update offers set company_id = ${companyId}
       where id in (select id from offers where tenant_id = ${tenantId} and company_id <> ${companyId}
                     order by id limit ${300 - Number(size[0]!.n)})`);
    await db.execute(sql`
      update offers set original_published_at = now() - interval '95 days' where id = ${offerId}`);
    await db.execute(sql`
      update offers p set category_id = t.category_id, seniority = t.seniority, city_ids = t.city_ids,
                          status = 'published', expires_at = now() + interval '20 days',
                          published_at = now() - interval '20 days'
        from offers t
       where t.id = ${offerId}
         and p.id in (select id from offers where tenant_id = ${tenantId} and id <> ${offerId} order by id desc limit 20)`);
    await db.execute(sql`analyze offers`);
  }
  const caller: EmployerCaller = {
    kind: 'employer',
    tenantId,
    userId: 'bench',
    email: 'bench@example.com',
    name: 'Bench',
    emailVerified: true,
    companyId,
    right: 'recruiter',
    companyIds: [companyId],
  };
  const { rows: counts } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from offers where company_id = ${companyId}`);
  const rows: Record<string, string | number>[] = [];
  const add = (name: string, times: number[], goal: number | null) => {
    const p50 = percentile(times, 50);
    rows.push({
      case: name,
      'p50 ms': p50.toFixed(p50 < 1 ? 4 : 1),
      'p99 ms': percentile(times, 99).toFixed(p50 < 1 ? 4 : 1),
      goal: goal === null ? '' : `p50 ≤ ${goal} ms: ${verdict(p50, goal)}`,
    });
  };

  const check = await getOfferStatistics(db, caller, offerId);
  add(
    `statistics: ${check.days.length} days, ${check.bumps.length} bumps, ${check.benchmark?.peers ?? 0} peers`,
    await time(RUNS, () => getOfferStatistics(db, caller, offerId)),
    60,
  );
  for (const [name, input] of [
    ['list: default (newest, 20)', {}],
    ['list: sorted by views', { sort: 'views' }],
    ['list: search "developer"', { q: 'developer' }],
    ['list: expired only', { state: 'expired' }],
  ] as const) {
    const query = offerListQuery.parse(input);
    add(`${name} (${counts[0]!.n} offers)`, await time(RUNS, () => listCompanyOffers(db, caller, query)), 50);
  }

  // Recording a view: what the offer page pays (a hash and an append), measured over many calls.
  const headers = new Headers({
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    'x-wakat-client-address': '203.0.113.7',
  });
  const viewTimes: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const started = performance.now();
    countOfferPageView(tenantId, offerId, headers);
    viewTimes.push(performance.now() - started);
    if (pendingOfferStats() >= 400) await flushOfferStats(db);
  }
  add('record one offer page view (page side)', viewTimes, 1);
  const flushTimes: number[] = [];
  for (let b = 0; b < 20; b++) {
    for (let i = 0; i < 400; i++) countOfferPageView(tenantId, offerId, headers);
    const started = performance.now();
    await flushOfferStats(db);
    flushTimes.push(performance.now() - started);
  }
  add('write a batch of 400 views (off the page)', flushTimes, null);

  // A busy day: 20,000 views over 2,000 visitors, then the day's aggregation.
  await db.execute(sql`delete from offer_views where visited_at >= current_date - 3 and visited_at < current_date - 2`);
  await db.execute(sql`
    insert into offer_views (tenant_id, offer_id, visited_at, visitor)
    select ${tenantId}, o.id, (current_date - 3) + (g % 86400) * interval '1 second', 'v' || (g % 2000)
      from generate_series(1, 20000) g
      join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from offers) o
        on o.k = g % o.n`);
  const day = new Date(Date.now() - 3 * 86_400_000);
  add('aggregate one day of 20,000 views (job)', await time(5, () => aggregateOfferDay(db, day)), null);

  console.log(`company ${companyId}: offer ${offerId}, ${RUNS} runs per case, PostgreSQL`);
  printTable(rows);
  await handle.close();
}

await main();
