// npx tsx --import ./bench/server-only-hook.mjs bench/payments.ts [--runs 40] [--offers 50000]
//
// Webhook → offer visible in the list, on PostgreSQL: per run, an offer waiting for payment is paid on
// the embedded provider, then its signed notification goes through the webhook route (verification,
// the provider's verify step, fulfilment in one transaction: payment, offer published by the offer
// writer, invoice numbered, mail queued), and the next by-cursor list request must show the offer.
// The provider's delay is excluded (the notification is delivered at once). Its own database
// (`wakat_bench_payments`, seeded once) because it adds offers. Goal: p50 ≤ 100 ms.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { POST as webhook } from '@/app/api/v1/payments/notifications/[provider]/route';
import { GET as byCursor } from '@/app/api/v2/user-panel/offers/by-cursor/route';
import { createOffer } from '@/features/offers/server/offer-writer/create-offers';
import { finishOfferLoad } from '@/features/offers/server/offer-writer/load-offers';
import { requestPayment } from '@/features/payments/server/create-payment';
import {
  EMBEDDED_SIGNATURE_HEADER,
  signEmbedded,
  simulateEmbeddedPayment,
} from '@/features/payments/server/providers/embedded';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle, migrateDb, openPostgres } from '@/lib/db/client';
import {
  categories,
  cities,
  companies,
  companyMembers,
  embeddedPaymentNotifications,
  offerListings,
  payments,
  skills,
} from '@/lib/db/schema';
import { callRoute } from '@/tests/http';
import { percentile, printTable, ROOT, verdict } from './lib';

const PG_ADMIN = 'postgres://root@127.0.0.1:5432/postgres';
const DB_NAME = 'wakat_bench_payments';
const DB_URL = `postgres://root@127.0.0.1:5432/${DB_NAME}`;
const BUDGET_MS = 100;

async function prepare(offers: number) {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  if (!(await admin.query(`select 1 from pg_database where datname = $1`, [DB_NAME])).rowCount)
    await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const probe = new pg.Client({ connectionString: DB_URL });
  await probe.connect();
  const hasTable = (await probe.query(`select 1 from information_schema.tables where table_name = 'offers'`)).rowCount;
  const count = hasTable ? (await probe.query('select count(*)::int as n from offers')).rows[0].n : 0;
  await probe.end();
  // A seed cut short (its offers loaded, their search rows not yet written) is finished, not redone.
  if (count > 0 && count < offers && process.argv.includes('--resume')) return;
  if (count < offers) {
    console.log(`seeding ${offers} offers into ${DB_NAME} (once)…`);
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/db-seed.ts', '--offers', String(offers), '--reset'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: DB_URL, LOG_LEVEL: 'warn' } },
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '40' },
      offers: { type: 'string', default: '50000' },
      resume: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  await prepare(Number(values.offers));
  const handle = await openPostgres(DB_URL);
  await migrateDb(handle);
  installDbHandle(handle);
  const { db } = handle;
  const [listed] = await db.select({ n: sql<number>`count(*)::int` }).from(offerListings);
  if (listed!.n === 0) await finishOfferLoad(db);
  const tenant = await resolveTenant('it.localhost', db);
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.tenantId, tenant.id))
    .orderBy(asc(companies.id))
    .limit(1);
  await db
    .update(companies)
    .set({
      billingData: {
        companyName: company!.name,
        taxId: '5252248481',
        street: 'Prosta',
        number: '1',
        postalCode: '00-001',
        city: 'Warszawa',
        country: 'Polska',
      },
    })
    .where(eq(companies.id, company!.id));
  const [member] = await db.select().from(companyMembers).where(eq(companyMembers.companyId, company!.id)).limit(1);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenant.id), isNotNull(categories.parentId)))
    .limit(1);
  const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
  const [skill] = await db.select({ id: skills.id }).from(skills).orderBy(asc(skills.id)).limit(1);
  const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as total from offers`);
  const stamp = Date.now().toString(36);

  const settle: number[] = [];
  const endToEnd: number[] = [];
  let visible = 0;
  for (let i = 0; i < runs; i++) {
    const offerId = await createOffer(db, {
      tenantId: tenant.id,
      companyId: company!.id,
      planKey: 'pro',
      status: 'pending_payment',
      slug: `bench-pay-${stamp}-${i}`,
      title: `Bench payment ${stamp} ${i}`,
      body: '<p>Bench</p>',
      experienceLevel: 'mid',
      workplaceType: 'remote',
      workingTime: 'full_time',
      categoryId: category!.id,
      apply: { email: 'jobs@example.com' },
      informationClause: 'Administrator: bench.',
      contact: { name: 'Bench', email: 'bench@example.com' },
      limits: {
        maxLocationsCount: 3,
        bumpsUpCount: 3,
        bumpsUpEveryDays: 7,
        durationInDays: 30,
        seniority: [],
        categories: 1,
      },
      locations: [
        { cityId: city!.id, city: 'Warszawa', street: 'Prosta 1', geoCoordinates: { latitude: 52.2, longitude: 21 } },
      ],
      requirements: [{ skillId: skill!.id, level: 3, required: true }],
      employmentTypes: [
        { type: 'b2b', currency: 'PLN', amountType: 'net', salary: { from: 20000, to: 25000, unit: 'month' } },
      ],
      languages: [],
    });
    const { paymentId } = await requestPayment(
      db,
      { tenant, companyId: company!.id, userId: member?.userId ?? null, locale: 'pl' },
      { offer_type: 'pro', offer_id: offerId, accepted_regulations: true, newsletter: false, extend: false },
      `bench-${stamp}-${i}`,
    );
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    await simulateEmbeddedPayment(db, payment!.providerRef!, 'pay');
    const [note] = await db
      .select()
      .from(embeddedPaymentNotifications)
      .where(eq(embeddedPaymentNotifications.token, payment!.providerRef!));
    const started = performance.now();
    const res = await callRoute(webhook, '/api/v1/payments/notifications/embedded', {
      method: 'POST',
      params: { provider: 'embedded' },
      body: note!.body,
      headers: { 'content-type': 'application/json', [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(note!.body) },
    });
    const settled = performance.now();
    if (res.status !== 200 || res.body.outcome !== 'paid') throw new Error(`webhook answered ${res.status}`);
    const list = await callRoute(byCursor, '/api/v2/user-panel/offers/by-cursor?itemsCount=20');
    const done = performance.now();
    if ((list.body.data as { id: number }[]).some((o) => o.id === offerId)) visible++;
    settle.push(settled - started);
    endToEnd.push(done - started);
  }
  const p50 = percentile(endToEnd, 50);
  printTable([
    { measure: `offers in the database`, value: rows[0]!.total, budget: '-', verdict: '-' },
    {
      measure: 'webhook (verify + fulfil), p50 ms',
      value: percentile(settle, 50).toFixed(1),
      budget: '-',
      verdict: '-',
    },
    {
      measure: 'webhook → offer in the list, p50 ms',
      value: p50.toFixed(1),
      budget: BUDGET_MS,
      verdict: verdict(p50, BUDGET_MS),
    },
    {
      measure: 'webhook → offer in the list, p95 ms',
      value: percentile(endToEnd, 95).toFixed(1),
      budget: '-',
      verdict: '-',
    },
    {
      measure: 'visible on the next request',
      value: `${visible}/${runs}`,
      budget: runs,
      verdict: visible === runs ? 'OK' : 'OVER',
    },
  ]);
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
