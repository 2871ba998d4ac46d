// npx tsx bench/applications.ts [--applications 10000] [--runs 200]
//   [--database postgres://root@127.0.0.1:5432/wakat_bench_applications]
// The employer's applications list on PostgreSQL for a company with 10,000 applications across its offers:
// p50/p99 server time of listApplications (the whole GET /v2/employer-panel/applications minus HTTP) for the
// default page, a search, a status filter, one offer, a sort by name and a deep page (goal: p50 ≤ 50 ms).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { applicationListQuery } from '@/features/employer-applications/schemas';
import { listApplications } from '@/features/employer-applications/server/applications-queries';
import type { EmployerCaller } from '@/lib/auth/caller';
import { migrateDb, openPostgres } from '@/lib/db/client';
import { seedDemo } from '@/features/demo-data/server/seed';
import { percentile, printTable, verdict } from './lib';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '200' },
    database: { type: 'string', default: 'postgres://root@127.0.0.1:5432/wakat_bench_applications' },
  },
});
const TOTAL = Number(values.applications);
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

async function main() {
  await ensureDatabase(values.database!);
  const handle = await openPostgres(values.database!);
  await migrateDb(handle);
  const { db } = handle;
  const { rows: seeded } = await db.execute<{ n: number }>(sql`select count(*)::int as n from offers`);
  if (Number(seeded[0]!.n) === 0) {
    console.log('seeding 600 demo offers (once)…');
    await seedDemo(handle, { offers: 600, seed: 17 });
  }
  // The company with the most offers carries the 10,000 applications.
  const { rows: top } = await db.execute<{ company_id: number; tenant_id: number }>(sql`
    select company_id, tenant_id from offers group by company_id, tenant_id order by count(*) desc limit 1`);
  const companyId = Number(top[0]!.company_id);
  const tenantId = Number(top[0]!.tenant_id);
  const { rows: have } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from applications a join offers o on o.id = a.offer_id where o.company_id = ${companyId}`);
  const missing = TOTAL - Number(have[0]!.n);
  if (missing > 0) {
    console.log(`inserting ${missing} applications for company ${companyId}…`);
    // Spread over the company's offers and the last year, with varied names, statuses, ratings and messages.
    await db.execute(sql`
      with o as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n
                   from offers where company_id = ${companyId})
      insert into applications (tenant_id, offer_id, name, email, message, source, status, rating,
                                retention_until, created_at, status_changed_at)
      select ${tenantId}, o.id,
             (array['Anna','Jan','Ola','Piotr','Zofia','Marek','Ewa','Tomasz'])[1 + g % 8] || ' ' ||
               (array['Nowak','Kowalski','Wiśniewska','Wójcik','Kamińska','Lewandowski'])[1 + (g / 8) % 6] || ' ' || g,
             'candidate' || g || '@example.com',
             case when g % 3 = 0 then 'Dzień dobry, przesyłam CV i chętnie porozmawiam o roli ' || g end,
             'apply_form',
             (array['new','seen','in_review','interview','offer','hired','rejected'])[1 + g % 7],
             case when g % 4 = 0 then 1 + g % 5 end,
             now() + interval '1 year',
             now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
             case when g % 7 > 0 then now() - (g % 30) * interval '1 day' end
        from generate_series(1, ${missing}) g
        join o on o.k = g % o.n`);
    await db.execute(sql`analyze applications`);
  }
  const { rows: anOffer } = await db.execute<{ id: number }>(sql`
    select offer_id as id from applications a join offers o on o.id = a.offer_id
     where o.company_id = ${companyId} group by offer_id order by count(*) desc limit 1`);
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
  const cases: [string, Record<string, unknown>][] = [
    ['default (newest, 25)', {}],
    ['search "kowalski"', { q: 'kowalski' }],
    ['status new+seen', { status: ['new', 'seen'] }],
    ['one offer', { offerId: Number(anOffer[0]!.id) }],
    ['sort by name', { sort: 'name' }],
    ['sort by rating', { sort: 'rating' }],
    ['last 30 days', { from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) }],
    ['page 100', { page: 100 }],
  ];
  const measure = async (who: EmployerCaller) => {
    const rows: Record<string, string | number>[] = [];
    for (const [name, input] of cases) {
      const query = applicationListQuery.parse(input);
      for (let i = 0; i < 10; i++) await listApplications(db, who, query); // warm-up
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const result = await listApplications(db, who, query);
        times.push(performance.now() - started);
        total = result.meta.totalItems;
      }
      const p50 = percentile(times, 50);
      rows.push({
        case: name,
        matches: total,
        'p50 ms': p50.toFixed(1),
        'p99 ms': percentile(times, 99).toFixed(1),
        'goal p50 ≤ 50 ms': verdict(p50, 50),
      });
    }
    return rows;
  };
  console.log(`company ${companyId}: ${TOTAL} applications, ${RUNS} runs per case, PostgreSQL`);
  printTable(await measure(caller));

  // The same with the company limiting recruiters to their offers, for a recruiter assigned to every other
  // offer of the company (the setting is put back off afterwards).
  const limitedId = 'bench-limited-recruiter';
  await db.execute(sql`
    insert into users (id, tenant_id, name, email, email_verified, role)
    values (${limitedId}, ${tenantId}, 'Bench Recruiter', 'bench-limited@example.com', true, 'employer')
    on conflict do nothing`);
  await db.execute(sql`
    insert into company_members (company_id, user_id, "right") values (${companyId}, ${limitedId}, 'recruiter')
    on conflict do nothing`);
  await db.execute(sql`
    insert into offer_assignees (offer_id, user_id)
    select id, ${limitedId} from (select id, row_number() over (order by id) as k from offers
                                   where company_id = ${companyId}) o where o.k % 2 = 0
    on conflict do nothing`);
  await db.execute(sql`update companies set recruiters_assigned_only = true where id = ${companyId}`);
  try {
    console.log('a recruiter limited to assigned offers (half of the company’s offers):');
    printTable(await measure({ ...caller, userId: limitedId }));
  } finally {
    await db.execute(sql`update companies set recruiters_assigned_only = false where id = ${companyId}`);
  }
  await handle.close();
}

await main();
