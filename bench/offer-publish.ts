// npx tsx --import ./bench/server-only-hook.mjs bench/offer-publish.ts [--runs 40]
//
// Publishing with a code on PostgreSQL with 50,000 offers: the whole call (code claimed, full
// validation, geocoding, offer + children + search rows written by the offer writer, board
// generation bumped, redemption recorded) timed in process, then the list's next request (the
// by-cursor route, in process) must show the new offer. Runs on its own database
// (`wakat_bench_offer_publish`, seeded once with 50,000 demo offers) because it adds offers.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { GET as byCursor } from '@/app/api/v2/user-panel/offers/by-cursor/route';
import { redeemCode } from '@/features/offer-form/server/codes';
import { saveDraft } from '@/features/offer-form/server/drafts';
import { initiateDraft } from '@/features/offer-form/server/start-draft';
import { serverShapeSchema } from '@/features/offer-form/server/shape-schema';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { toServerShape } from '@/features/offer-form/server-shape';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle, openPostgres } from '@/lib/db/client';
import { categories, companies, offerDrafts, offers, promoCodes, skills } from '@/lib/db/schema';
import { callRoute } from '@/tests/http';
import { percentile, printTable, ROOT, verdict } from './lib';

const OFFERS = 50_000;
const PG_ADMIN = 'postgres://root@127.0.0.1:5432/postgres';
const DB_NAME = 'wakat_bench_offer_publish';
const DB_URL = `postgres://root@127.0.0.1:5432/${DB_NAME}`;
const BUDGET_MS = 30;

async function prepare() {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [DB_NAME])).rowCount;
  if (!exists) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const probe = new pg.Client({ connectionString: DB_URL });
  await probe.connect();
  const hasTable = (await probe.query(`select 1 from information_schema.tables where table_name = 'offers'`)).rowCount;
  const count = hasTable ? (await probe.query('select count(*)::int as n from offers')).rows[0].n : 0;
  await probe.end();
  if (count < OFFERS) {
    console.log(`seeding ${OFFERS} offers into ${DB_NAME} (once)…`);
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/db-seed.ts', '--offers', String(OFFERS), '--reset'],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: DB_URL },
      },
    );
  }
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
  const runs = Number(values.runs);
  await prepare();
  const handle = await openPostgres(DB_URL);
  installDbHandle(handle);
  const { db } = handle;
  const tenant = await resolveTenant('it.localhost', db);
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.tenantId, tenant.id))
    .orderBy(asc(companies.id))
    .limit(1);
  const [sub] = await db
    .select({ key: categories.key, parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.tenantId, tenant.id), isNotNull(categories.parentId)))
    .limit(1);
  const [main] = await db.select({ key: categories.key }).from(categories).where(eq(categories.id, sub!.parentId!));
  const [skill] = await db.select().from(skills).orderBy(asc(skills.id)).limit(1);
  const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as total from offers`);
  const total = rows[0]!.total;
  const stamp = Date.now().toString(36);
  const code = `BENCH-${stamp}`;
  await db.insert(promoCodes).values({ tenantId: tenant.id, code, kind: 'publish', maxUses: runs });

  const publish: number[] = [];
  const list: number[] = [];
  let visible = 0;
  for (let i = 0; i < runs; i++) {
    const marker = `zb${stamp}n${i}x`;
    const shape = toServerShape(
      {
        ...defaultOfferFormValues('pro'),
        companyLogo: { url: '/api/v1/companies/x/logo' },
        companyName: company!.name,
        companySize: company!.size,
        companyWebsite: 'https://example.com',
        applicationTypeUri: 'jobs@example.com',
        informationClauseText: 'Administratorem danych osobowych kandydatów jest firma z siedzibą w Warszawie.',
        contactName: 'Anna Nowak',
        contactEmail: 'anna@example.com',
        jobCategory: main!.key,
        jobSubcategory: sub!.key,
        jobDescription: '<p>Benchmark offer body.</p>',
        locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: null, longitude: null }],
        jobPositionName: `Benchmark Developer ${marker}`,
        jobPositionExperience: 'mid',
        primarySalary: { employmentType: 'b2b', from: '15000', to: '22000', salaryType: '' },
        requiredSkills: [{ id: skill!.id, name: skill!.name, level: 3 }],
        workingPlace: 'hybrid',
        workingTime: 'full_time',
      },
      { draft: false },
    );
    const started = await initiateDraft(db, tenant, { planKey: 'pro', companyId: company!.id, userId: null });
    const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
    await saveDraft(db, draft!, serverShapeSchema.parse(shape));
    const [saved] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
    const t0 = performance.now();
    const { offerId } = await redeemCode(db, saved!, code, 'publish', { userId: null });
    publish.push(performance.now() - t0);
    const t1 = performance.now();
    const res = await callRoute(byCursor, `/api/v2/user-panel/offers/by-cursor?itemsCount=20&keywords[]=${marker}`);
    list.push(performance.now() - t1);
    const [row] = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId));
    if (res.status === 200 && (res.body.data as { slug: string }[]).some((o) => o.slug === row!.slug)) visible++;
  }
  const p50 = percentile(publish, 50);
  printTable([
    {
      measure: `publish with a code (${total} offers before), p50 ms`,
      value: p50.toFixed(1),
      budget: BUDGET_MS,
      verdict: verdict(p50, BUDGET_MS),
    },
    { measure: 'publish with a code, p95 ms', value: percentile(publish, 95).toFixed(1), budget: '-', verdict: '-' },
    {
      measure: "list's next request by keyword, p50 ms",
      value: percentile(list, 50).toFixed(1),
      budget: '-',
      verdict: '-',
    },
    {
      measure: 'new offer in the next list answer',
      value: `${visible}/${runs}`,
      budget: `${runs}/${runs}`,
      verdict: visible === runs ? 'OK' : 'OVER',
    },
  ]);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
