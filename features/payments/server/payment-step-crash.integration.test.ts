import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { seedDemo } from '@/features/demo-data/server/seed';
import { draftForPayment } from '@/features/offer-form/server/public';
import type { Db } from '@/lib/db/client';
import { companies, offerDrafts, payments } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { acknowledgements, runAndKill } from '@/tests/crash';
import { createSharedTestDb, testDriver } from '@/tests/db';
import { insertCompany } from '@/tests/factories/employer';
import { insertSavedDraft } from '@/tests/factories/offer-drafts';
import { BILLING } from '@/tests/factories/payments';
import { paymentRequestSchema } from '../schemas';
import { requestPayment } from './create-payment';

/**
 * kill -9 during concurrent payment steps: a child process takes drafts through the payment step (the draft
 * becomes the offer waiting for payment, the payment row is written, the provider's page is made), several
 * at once, and is killed with SIGKILL at a random moment. The conversion and the payment row are one
 * transaction, so the database must then hold, for every converted draft, its pending offer with its one
 * payment row, nothing else, and everything the child acknowledged. Every draft can then still be paid.
 */
const ROUNDS = 3;
const DRAFTS = 16;
const CHILD = path.join(import.meta.dirname, 'payment-step-crash-child.ts');

const shared = await createSharedTestDb();
const setup = await shared.open();
await seedDemo(setup, { offers: 2, seed: 5 });
const tenant = await resolveTenant('it.localhost', setup.db);
const companyId = await insertCompany(setup.db, tenant.id, 'Payment Crash Co');
await setup.db.update(companies).set({ billingData: BILLING }).where(eq(companies.id, companyId));
const draftIds: number[] = [];
for (let i = 0; i < DRAFTS; i++) draftIds.push((await insertSavedDraft(setup.db, tenant, { companyId })).id);
await setup.close();

const work = mkdtempSync(path.join(tmpdir(), 'wakat-payment-crash-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function checkInvariants(db: Db, acks: number[][]) {
  const drafts = await db.select().from(offerDrafts).where(eq(offerDrafts.companyId, companyId));
  const { rows } = await db.execute<{ id: number; status: string; payments: number }>(
    sql`select o.id, o.status, (select count(*)::int from payments p where p.offer_id = o.id) as payments
          from offers o where o.company_id = ${companyId}`,
  );
  // Every offer waits for its payment and has exactly the one payment row written with it.
  expect(rows.filter((o) => o.status !== 'pending_payment' || o.payments !== 1)).toEqual([]);
  // Every converted draft names one of them; a draft not converted names none; no offer without its draft.
  const offerIds = new Set(rows.map((o) => o.id));
  for (const d of drafts) {
    if (d.state === 'converted') expect(d.offerId !== null && offerIds.has(d.offerId)).toBe(true);
    else expect(d.offerId).toBeNull();
  }
  expect(drafts.filter((d) => d.state === 'converted')).toHaveLength(rows.length);
  // Nothing acknowledged is lost.
  const byDraft = new Map(drafts.map((d) => [d.id, d.offerId]));
  for (const [draftId, offerId, paymentId] of acks) {
    expect(byDraft.get(draftId!)).toBe(offerId);
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId!));
    expect(payment).toMatchObject({ offerId, status: 'pending' });
  }
  console.log(
    'offers',
    rows.length,
    'acks',
    acks.length,
    'noRedirect',
    (await db.select().from(payments).where(isNull(payments.redirectUrl))).length,
  );
  return rows.length;
}

describe(`kill -9 during concurrent payment steps (${testDriver()})`, () => {
  it('after each SIGKILL: every converted draft has its pending offer and its payment; every draft can be paid', async () => {
    const ackFiles: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ackFile = path.join(work, `acks-${round}.txt`);
      // Killed once the child is well into its work: after 1 to 4 acknowledged payments, at a random moment.
      await runAndKill(
        CHILD,
        ackFile,
        { ...shared.env, DRAFT_IDS: draftIds.join(','), COMPANY_ID: String(companyId) },
        { afterAcks: 1 + Math.floor(Math.random() * 4), maxWorkMs: 1000 },
      );
      ackFiles.push(ackFile);
      const handle = await shared.open();
      try {
        await checkInvariants(handle.db, acknowledgements(ackFiles));
      } finally {
        await handle.close();
      }
    }
    const handle = await shared.open();
    try {
      const { db } = handle;
      // A kill between the commit and the provider's answer left a payment without its page: after a minute
      // it counts as abandoned, and the next request makes a new one.
      await db
        .update(payments)
        .set({ createdAt: sql`${payments.createdAt} - interval '2 minutes'` })
        .where(and(eq(payments.companyId, companyId), isNull(payments.redirectUrl)));
      for (const draft of await db.select().from(offerDrafts).where(eq(offerDrafts.companyId, companyId))) {
        const input = paymentRequestSchema.parse({
          offer_type: draft.planKey,
          draft_id: draft.id,
          accepted_regulations: true,
        });
        const { paymentRequestUrl } = await requestPayment(
          db,
          { tenant, companyId, userId: null, locale: 'pl' },
          input,
          null,
          draftForPayment(draft, null),
        );
        expect(paymentRequestUrl).toMatch(/^http/);
      }
      const { rows } = await db.execute<{ id: number; open: number }>(
        sql`select o.id, count(p.id) filter (where p.status = 'pending' and p.redirect_url is not null)::int as open
              from offers o join payments p on p.offer_id = o.id
             where o.company_id = ${companyId} and o.status = 'pending_payment' group by o.id`,
      );
      expect(rows).toHaveLength(DRAFTS);
      expect(rows.filter((o) => o.open !== 1)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
