// npx tsx bench/alerts.ts [--alerts 10000] [--database postgres://root@127.0.0.1:5432/wakat_bench_alerts]
// One full alert-digest run on Postgres: 10,000 active alerts with varied filters over 50,000 offers.
// Prints alerts/s, mails queued and p50/p99 of the per-filter-group query (goal: the run ≤ 60 s).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { runDigest, type DigestProbe } from '@/features/alerts/server/digest-job';
import { filterKeyOf } from '@/features/alerts/server/saved-search';
import { DEFAULT_FILTERS, type OfferFilters } from '@/features/offers/search-params';
import { migrateDb, openPostgres } from '@/lib/db/client';
import { categories, cities, guests, jobAlerts, jobFilters, tenants } from '@/lib/db/schema';
import { createRandom } from '@/features/demo-data/server/seed/prng';
import { ROOT, percentile, printTable } from './lib';

const OFFERS = 50_000;

async function ensureDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`create database ${name}`);
  await admin.end();
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const hasOffers = (await probe.query(`select to_regclass('public.offers') as t`)).rows[0].t;
  const n = hasOffers ? (await probe.query('select count(*)::int as n from offers')).rows[0].n : 0;
  await probe.end();
  if (n !== OFFERS) {
    console.log(`seeding ${OFFERS} offers (once)…`);
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/db-seed.ts', '--offers', String(OFFERS), '--reset'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' } },
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      alerts: { type: 'string', default: '10000' },
      database: { type: 'string', default: 'postgres://root@127.0.0.1:5432/wakat_bench_alerts' },
    },
  });
  const total = Number(values.alerts);
  await ensureDatabase(values.database!);
  const handle = await openPostgres(values.database!);
  await migrateDb(handle);
  const { db } = handle;
  const [board] = await db
    .select()
    .from(tenants)
    .where(sql`${tenants.slug} = 'it'`);
  const mains = await db
    .select({ slug: categories.seoSlug })
    .from(categories)
    .where(sql`${categories.tenantId} = ${board!.id} and ${categories.parentId} is null`);
  const citySlugs = (await db.select({ slug: cities.slug }).from(cities)).map((c) => c.slug);
  const random = createRandom(11).next;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const keywords = ['java', 'python', 'react', 'senior', 'developer', 'devops', 'sql', 'analyst', 'go', 'tester'];
  const levels = ['junior', 'mid', 'senior'] as const;

  console.log(`creating ${total} active alerts…`);
  await db.execute(sql`truncate job_alert_deliveries, job_alerts, job_filters, guests restart identity cascade`);
  await db.execute(sql`delete from email_outbox`);
  const now = new Date();
  const activatedAt = new Date(now.getTime() - 7 * 86_400_000);
  for (let start = 0; start < total; start += 1000) {
    const size = Math.min(1000, total - start);
    const guestRows = await db
      .insert(guests)
      .values(
        Array.from({ length: size }, (_, i) => ({
          tenantId: board!.id,
          email: `bench${start + i}@example.com`,
          privacyAcceptedAt: now,
        })),
      )
      .returning({ id: guests.id });
    const filterRows = await db
      .insert(jobFilters)
      .values(
        guestRows.map((g) => {
          const f: OfferFilters = { ...DEFAULT_FILTERS };
          if (random() < 0.7) f.category = pick(mains).slug;
          if (random() < 0.4) f.location = { kind: 'city', city: pick(citySlugs) };
          else if (random() < 0.15) f.location = { kind: 'remote' };
          if (random() < 0.4) f.keywords = [pick(keywords)];
          if (random() < 0.3) f.experienceLevels = [pick(levels)];
          if (random() < 0.2) f.withSalary = true;
          return {
            tenantId: board!.id,
            guestId: g.id,
            name: 'Bench alert',
            searchUrl: '/job-offers',
            filters: f as unknown as Record<string, unknown>,
            filterKey: filterKeyOf(f),
          };
        }),
      )
      .returning({ id: jobFilters.id });
    await db.insert(jobAlerts).values(
      filterRows.map((f, i) => ({
        jobFilterId: f.id,
        status: 'active' as const,
        frequency: 'daily' as const,
        code: 'bench',
        unsubscribeCode: `bench-unsubscribe-${start + i}`,
        origin: 'http://it.localhost',
        activatedAt,
      })),
    );
  }
  const probe: DigestProbe = { groupQueryMs: [] };
  const started = performance.now();
  const stats = await runDigest(db, 'daily', now, probe);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nalert digest on ${OFFERS} offers, postgres:\n`);
  printTable([
    { what: 'active alerts', value: stats.alerts, goal: '' },
    { what: 'distinct filter groups (queries)', value: stats.groups, goal: '' },
    { what: 'mails queued', value: stats.mails, goal: '' },
    { what: 'offers delivered', value: stats.offers, goal: '' },
    { what: 'full run (s)', value: seconds.toFixed(1), goal: '≤ 60' },
    { what: 'alerts/s', value: (stats.alerts / seconds).toFixed(0), goal: '≥ 167' },
    { what: 'group query p50 (ms)', value: percentile(probe.groupQueryMs, 50).toFixed(2), goal: '' },
    { what: 'group query p99 (ms)', value: percentile(probe.groupQueryMs, 99).toFixed(2), goal: '' },
  ]);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
