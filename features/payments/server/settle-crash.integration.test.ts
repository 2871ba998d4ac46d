import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { seedDemo } from '@/features/demo-data/server/seed';
import { draftForPayment } from '@/features/offer-form/server/public';
import type { Db } from '@/lib/db/client';
import {
  companies,
  embeddedPaymentTransactions,
  invoiceCounters,
  invoices,
  offerDrafts,
  offerRevisions,
  offers,
  payments,
  plans,
} from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { acknowledgements, runAndKill } from '@/tests/crash';
import { createSharedTestDb, testDriver } from '@/tests/db';
import { insertCompany } from '@/tests/factories/employer';
import { insertSavedDraft } from '@/tests/factories/offer-drafts';
import { BILLING, insertPayableOffer } from '@/tests/factories/payments';
import { paymentRequestSchema } from '../schemas';
import { handleNotification, reconcilePayments } from './check';
import { requestPayment } from './create-payment';
import {
  EMBEDDED_SIGNATURE_HEADER,
  signEmbedded,
  simulateEmbeddedPayment,
  type EmbeddedAction,
  type SimulationOptions,
} from './providers/embedded';

/**
 * kill -9 during concurrent settlement: payments for new ads (a draft that became an offer at the payment
 * step) and for extensions of live offers, on every plan, are paid, failed or cancelled at the embedded
 * provider, some with a lost redirect. A child process then settles them as the webhook and the status poll
 * do, several at once, with duplicate and reordered notifications, and is killed with SIGKILL at a random
 * moment. Each round adds a batch of payments, and every later child delivers everything again (the
 * provider retries what it was not told about). After every kill and at the end (every notification
 * delivered once more, then the reconciliation job): nothing acknowledged is lost; every paid payment has its
 * offer published or extended exactly once with the plan and duration paid for, and exactly one invoice;
 * nothing unpaid changed an offer; invoice numbers are unique and consecutive; no draft is converted
 * without its offer.
 */
const ROUNDS = 3;
const NEW_ADS = 5;
const EXTENSIONS = 2;
const CHILD = path.join(import.meta.dirname, 'settle-crash-child.ts');
const PLAN_KEYS = ['basic', 'pro', 'premium'] as const;
const DAY = 86_400_000;
const STATUS_OF_CODE = { 1: 'paid', 2: 'failed', 3: 'cancelled' } as const;
/** What the buyer does at the provider, per payment of a batch (cycled). */
const ACTIONS: [EmbeddedAction, SimulationOptions][] = [
  ['pay', { deliveries: 3, outOfOrder: true }],
  ['payLoseRedirect', {}],
  ['pay', { deliveries: 2 }],
  ['fail', { deliveries: 2, outOfOrder: true }],
  ['pay', { outOfOrder: true }],
  ['cancel', {}],
  ['pay', { deliveries: 3 }],
];

const shared = await createSharedTestDb();
const setup = await shared.open();
await seedDemo(setup, { offers: 2, seed: 7 });
const tenant = await resolveTenant('it.localhost', setup.db);
const companyId = await insertCompany(setup.db, tenant.id, 'Settlement Crash Co');
await setup.db.update(companies).set({ billingData: BILLING }).where(eq(companies.id, companyId));
const caller = { tenant, companyId, userId: null, locale: 'pl' as const };

/** Per payment: the plan its offer carried, whether it extends, and a live offer's expiry before. */
const expected = new Map<number, { planKey: string; extend: boolean; expiresBefore: Date | null }>();
const batches: number[][] = [];
for (let round = 0; round < ROUNDS; round++) {
  const batch: number[] = [];
  for (let i = 0; i < NEW_ADS; i++) {
    const planKey = PLAN_KEYS[(round + i) % PLAN_KEYS.length]!;
    const draft = await insertSavedDraft(setup.db, tenant, { companyId, planKey });
    const input = paymentRequestSchema.parse({ offer_type: planKey, draft_id: draft.id, accepted_regulations: true });
    const { paymentId } = await requestPayment(setup.db, caller, input, null, draftForPayment(draft, null));
    expected.set(paymentId, { planKey, extend: false, expiresBefore: null });
    batch.push(paymentId);
  }
  for (let i = 0; i < EXTENSIONS; i++) {
    const planKey = PLAN_KEYS[(round + i + 1) % PLAN_KEYS.length]!;
    const expiresBefore = new Date(Date.now() + (5 + i) * DAY);
    const live = await insertPayableOffer(setup.db, tenant.id, companyId, {
      planKey,
      status: 'published',
      expiresAt: expiresBefore,
    });
    const input = paymentRequestSchema.parse({
      offer_type: planKey,
      offer_id: live.id,
      extend: true,
      accepted_regulations: true,
    });
    const { paymentId } = await requestPayment(setup.db, caller, input, null);
    expected.set(paymentId, { planKey, extend: true, expiresBefore });
    batch.push(paymentId);
  }
  batches.push(batch);
}
const planRows = await setup.db.select().from(plans).where(eq(plans.tenantId, tenant.id));
/** Revisions after this one are what settlement did. */
const [{ last: revisionsBefore } = { last: 0 }] = (
  await setup.db.execute<{ last: number }>(sql`select coalesce(max(id), 0)::int as last from offer_revisions`)
).rows;
await setup.close();

const work = mkdtempSync(path.join(tmpdir(), 'wakat-settle-crash-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The buyer acts at the provider for a batch: each transaction is decided, its notifications queued. */
async function payAtProvider(db: Db, batch: number[]) {
  const rows = await db.select().from(payments).where(inArray(payments.id, batch));
  for (const [i, payment] of rows.sort((a, b) => a.id - b.id).entries()) {
    const [action, options] = ACTIONS[i % ACTIONS.length]!;
    expect(await simulateEmbeddedPayment(db, payment.providerRef!, action, options)).not.toBeNull();
  }
}

async function checkInvariants(db: Db, acks: number[][], { final }: { final: boolean }) {
  const ours = await db.select().from(payments).where(eq(payments.companyId, companyId));
  expect(ours.map((p) => p.id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
  const atProvider = new Map(
    (
      await db
        .select({ paymentId: embeddedPaymentTransactions.paymentId, status: embeddedPaymentTransactions.status })
        .from(embeddedPaymentTransactions)
        .where(inArray(embeddedPaymentTransactions.paymentId, [...expected.keys()]))
    ).map((t) => [t.paymentId!, t.status]),
  );
  const byId = new Map(ours.map((p) => [p.id, p]));
  // Nothing acknowledged is lost.
  for (const [paymentId, code] of acks)
    expect({ paymentId, status: byId.get(paymentId!)?.status }).toEqual({
      paymentId,
      status: STATUS_OF_CODE[code as 1 | 2 | 3],
    });
  const revisions = await db
    .select({ offerId: offerRevisions.offerId, action: offerRevisions.action })
    .from(offerRevisions)
    .where(
      and(
        gt(offerRevisions.id, revisionsBefore!),
        inArray(offerRevisions.action, ['publish', 'refresh', 'extend']),
      ),
    );
  const offerRows = new Map(
    (await db.select().from(offers).where(eq(offers.companyId, companyId))).map((o) => [o.id, o]),
  );
  const companyInvoices = await db.select().from(invoices).where(eq(invoices.companyId, companyId));
  const summary = { paid: 0, failed: 0, cancelled: 0, open: 0 };
  for (const payment of ours) {
    const want = expected.get(payment.id)!;
    const provider = atProvider.get(payment.id);
    const plan = planRows.find((p) => p.key === want.planKey)!;
    // Charged the plan the offer carried, and granted what was charged.
    expect(payment).toMatchObject({ planKey: want.planKey, grossAmount: plan.grossPrice, isExtension: want.extend });
    expect(payment.limits).toEqual(plan.limits);
    const offer = offerRows.get(payment.offerId!)!;
    const changes = revisions.filter((r) => r.offerId === payment.offerId);
    const invoiced = companyInvoices.filter((inv) => inv.paymentId === payment.id);
    const label = { payment: payment.id, status: payment.status, provider };
    if (payment.status === 'paid') {
      summary.paid++;
      // Only what the provider holds as paid is paid; the offer changed exactly once, as paid.
      expect({ ...label, provider }).toEqual({ ...label, provider: 'paid' });
      expect({ ...label, changes: changes.map((c) => c.action) }).toEqual({
        ...label,
        changes: [want.extend ? 'extend' : 'publish'],
      });
      expect(offer).toMatchObject({ status: 'published', planKey: want.planKey, limits: plan.limits });
      const duration = plan.limits.durationInDays * DAY;
      if (want.extend) expect(offer.expiresAt!.getTime()).toBe(want.expiresBefore!.getTime() + duration);
      else expect(offer.expiresAt!.getTime() - offer.publishedAt!.getTime()).toBe(duration);
      expect(invoiced).toHaveLength(1);
      expect(invoiced[0]).toMatchObject({ grossAmount: payment.grossAmount, netAmount: payment.netAmount });
    } else {
      summary[payment.status === 'failed' || payment.status === 'cancelled' ? payment.status : 'open']++;
      expect({ ...label, changes }).toEqual({ ...label, changes: [] });
      expect(invoiced).toEqual([]);
      if (want.extend) expect(offer).toMatchObject({ status: 'published', expiresAt: want.expiresBefore });
      else expect(offer.status).toBe('pending_payment');
      if (payment.status === 'failed' || payment.status === 'cancelled') expect(provider).toBe(payment.status);
      // Once everything was delivered again, the database says what the provider says.
      if (final) expect(label).toEqual({ ...label, status: provider === 'new' ? 'pending' : provider });
    }
  }
  // Invoice numbers: unique and consecutive per board and year, the counter at the last one.
  const boardInvoices = await db.select().from(invoices).where(eq(invoices.tenantId, tenant.id));
  const counters = await db.select().from(invoiceCounters).where(eq(invoiceCounters.tenantId, tenant.id));
  for (const year of new Set(boardInvoices.map((inv) => inv.year))) {
    const sequences = boardInvoices
      .filter((inv) => inv.year === year)
      .map((inv) => inv.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    expect(counters.find((c) => c.year === year)?.last).toBe(sequences.length);
  }
  expect(new Set(boardInvoices.map((inv) => inv.number)).size).toBe(boardInvoices.length);
  // No draft is converted without its offer.
  const drafts = await db.select().from(offerDrafts).where(eq(offerDrafts.companyId, companyId));
  for (const d of drafts)
    expect({ draft: d.id, state: d.state, offer: d.offerId !== null && offerRows.has(d.offerId) }).toEqual({
      draft: d.id,
      state: 'converted',
      offer: true,
    });
  console.log(testDriver(), final ? 'final' : 'after kill', summary, 'acks', acks.length);
  return summary;
}

describe(`kill -9 during concurrent settlement (${testDriver()})`, () => {
  it('after each SIGKILL and after re-delivery: paid is published or extended once, as paid; invoices consecutive', async () => {
    const ackFiles: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = await shared.open();
      try {
        await payAtProvider(before.db, batches[round]!);
      } finally {
        await before.close();
      }
      const ackFile = path.join(work, `acks-${round}.txt`);
      // Killed once the child is into its work: after 1 to 3 acknowledged settlements, at a random moment.
      await runAndKill(
        CHILD,
        ackFile,
        { ...shared.env, COMPANY_ID: String(companyId) },
        { afterAcks: 1 + Math.floor(Math.random() * 3), maxWorkMs: 2000 },
      );
      ackFiles.push(ackFile);
      const handle = await shared.open();
      try {
        await checkInvariants(handle.db, acknowledgements(ackFiles), { final: false });
      } finally {
        await handle.close();
      }
    }
    // The provider delivers everything again; the reconciliation job asks about what is still open.
    const handle = await shared.open();
    try {
      const { db } = handle;
      const { rows } = await db.execute<{ body: string }>(
        sql`select n.body from embedded_payment_notifications n
              join embedded_payment_transactions t on t.token = n.token
             where t.payment_id in ${sql.raw(`(${[...expected.keys()].join(',')})`)} order by n.id`,
      );
      for (const { body } of rows) {
        const result = await handleNotification(
          db,
          'embedded',
          body,
          new Headers({ 'content-type': 'application/json', [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(body) }),
        );
        expect(result.status).toBe(200);
      }
      await reconcilePayments(db, new Date(Date.now() + 10 * 60_000));
      const summary = await checkInvariants(db, acknowledgements(ackFiles), { final: true });
      const paid = ROUNDS * ACTIONS.filter(([a]) => a === 'pay' || a === 'payLoseRedirect').length;
      expect(summary).toEqual({ paid, failed: ROUNDS, cancelled: ROUNDS, open: 0 });
    } finally {
      await handle.close();
    }
  }, 300_000);
});
