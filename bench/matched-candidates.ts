// npx tsx --import ./bench/server-only-hook.mjs bench/matched-candidates.ts [--candidates 20000] [--opted-in 20]
//   [--runs 30] [--database postgres://root@127.0.0.1:5432/wakat_bench_matched_20]
// The candidates matched to an employer's offer on PostgreSQL, on a board with 20,000 candidates with varied
// preferences, of whom `--opted-in` percent let employers see them: p50/p99 server time of findMatchedCandidates (the whole
// GET /v2/employer-panel/offers/{idOrSlug}/matched-candidates minus HTTP and the invitations lookup) for
// several offers of the company with the most published offers (goal: p50 ≤ 150 ms).
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { findMatchedCandidates } from '@/features/matching/server/matched-candidates';
import { migrateDb, openPostgres } from '@/lib/db/client';
import { seedDemo } from '@/features/demo-data/server/seed';
import { percentile, printTable, verdict } from './lib';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '20000' },
    'opted-in': { type: 'string', default: '20' },
    runs: { type: 'string', default: '30' },
    database: { type: 'string' },
  },
});
const TOTAL = Number(values.candidates);
const RUNS = Number(values.runs);
const OPTED_IN = Number(values['opted-in']);
const DATABASE = values.database ?? `postgres://root@127.0.0.1:5432/wakat_bench_matched_${OPTED_IN}`;

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
  await ensureDatabase(DATABASE);
  const handle = await openPostgres(DATABASE);
  await migrateDb(handle);
  const { db } = handle;
  const { rows: seeded } = await db.execute<{ n: number }>(sql`select count(*)::int as n from offers`);
  if (Number(seeded[0]!.n) === 0) {
    console.log('seeding 600 demo offers (once)…');
    await seedDemo(handle, { offers: 600, seed: 17 });
  }
  const { rows: top } = await db.execute<{ company_id: number; tenant_id: number }>(sql`
    select company_id, tenant_id from offers where status = 'published'
     group by company_id, tenant_id order by count(*) desc limit 1`);
  const companyId = Number(top[0]!.company_id);
  const tenantId = Number(top[0]!.tenant_id);
  const { rows: have } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from users where tenant_id = ${tenantId} and email like 'bench-candidate-%'`);
  const missing = TOTAL - Number(have[0]!.n);
  if (missing > 0) {
    console.log(`inserting ${missing} candidates with preferences on board ${tenantId}…`);
    const start = Number(have[0]!.n);
    await db.execute(sql`
      insert into users (id, tenant_id, name, email, email_verified, role)
      select 'bench-' || g, ${tenantId},
             (array['Anna','Jan','Ola','Piotr','Zofia','Marek','Ewa','Tomasz'])[1 + g % 8] || ' ' ||
               (array['Nowak','Kowalski','Wiśniewska','Wójcik','Kamińska','Lewandowski'])[1 + (g / 8) % 6],
             'bench-candidate-' || g || '@example.com', true, 'candidate'
        from generate_series(${start + 1}::int, ${TOTAL}::int) g`);
    // Varied preferences: one or two of the board's categories, one or two seniorities and work modes, up to
    // six skills with levels, a salary expectation, a city; OPTED_IN percent opted in.
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from categories
                  where tenant_id = ${tenantId} and is_static = false),
           s as (select array_agg(id order by id) as ids from (select id from skills order by id limit 300) x),
           ci as (select array_agg(id order by id) as ids from (select id from cities order by id limit 40) x)
      insert into candidate_preferences (user_id, category_ids, skills, seniorities, salary_expectation,
                                         salary_currency, workplace_types, city_ids, languages, mandatory,
                                         mandatory_preferences_filled_in, open_to_invitations, updated_at)
      select 'bench-' || g,
             array[c.ids[1 + g % array_length(c.ids, 1)], c.ids[1 + (g * 7) % array_length(c.ids, 1)]],
             (select coalesce(jsonb_agg(jsonb_build_object('skillId', s.ids[1 + (g * k * 13) % array_length(s.ids, 1)],
                                                           'level', 1 + (g + k) % 5)), '[]'::jsonb)
                from generate_series(1, g % 7) k),
             array[(array['junior','mid','senior','expert','c_level'])[1 + g % 5],
                   (array['junior','mid','senior','expert','c_level'])[1 + (g + 1) % 5]],
             8000 + (g % 30) * 1000, 'PLN',
             array[(array['remote','hybrid','office'])[1 + g % 3]],
             array[ci.ids[1 + g % array_length(ci.ids, 1)]],
             '[]'::jsonb,
             case when g % 5 = 0 then array['workplace'] else array[]::text[] end,
             true, g % 100 < ${OPTED_IN}, now() - (g % 1000) * interval '1 minute'
        from generate_series(${start + 1}::int, ${TOTAL}::int) g, c, s, ci`);
    await db.execute(sql`analyze candidate_preferences`);
    await db.execute(sql`analyze users`);
  }
  const { rows: someOffers } = await db.execute<{ id: number; title: string }>(sql`
    select id, title from offers where company_id = ${companyId} and status = 'published' order by id limit 5`);
  const employer = { tenantId, companyId };
  const rows: Record<string, string | number>[] = [];
  for (const offer of someOffers) {
    for (let i = 0; i < 3; i++) await findMatchedCandidates(db, employer, Number(offer.id), 'pl'); // warm-up
    const times: number[] = [];
    let listed = 0;
    let best = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const result = await findMatchedCandidates(db, employer, Number(offer.id), 'pl');
      times.push(performance.now() - started);
      listed = result.length;
      best = result[0]?.matchPercent ?? 0;
    }
    const p50 = percentile(times, 50);
    rows.push({
      offer: offer.title.slice(0, 32),
      listed,
      'best %': best,
      'p50 ms': p50.toFixed(1),
      'p99 ms': percentile(times, 99).toFixed(1),
      'goal p50 ≤ 150 ms': verdict(p50, 150),
    });
  }
  console.log(
    `board ${tenantId}: ${TOTAL} candidates (${OPTED_IN}% opted in), ${RUNS} runs per offer, PostgreSQL; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  printTable(rows);
  await handle.close();
}

await main();
