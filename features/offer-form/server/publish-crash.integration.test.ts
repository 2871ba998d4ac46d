import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { seedDemo } from '@/features/demo-data/server/seed';
import type { Db } from '@/lib/db/client';
import { offerDrafts } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { acknowledgements, runAndKill } from '@/tests/crash';
import { createSharedTestDb, testDriver } from '@/tests/db';
import { insertCompany } from '@/tests/factories/employer';
import { insertSavedDraft } from '@/tests/factories/offer-drafts';
import { insertPromoCode } from '@/tests/factories/plans';
import { redeemCode } from './codes';

/**
 * kill -9 during concurrent publishing with a code: a child process publishes drafts with one code, several
 * at once, and is killed with SIGKILL at a random moment; the database is then opened again and must hold
 * no use without a redemption and an offer, no draft converted without its offer, no offer without its
 * redemption, and every publication the child acknowledged. The drafts left are then published: the code
 * serves exactly its uses, so nothing was burnt.
 */
const ROUNDS = 3;
const DRAFTS = 24;
const MAX_USES = 14;
const CHILD = path.join(import.meta.dirname, 'publish-crash-child.ts');

const shared = await createSharedTestDb();
const setup = await shared.open();
await seedDemo(setup, { offers: 2, seed: 5 });
const tenant = await resolveTenant('it.localhost', setup.db);
const companyId = await insertCompany(setup.db, tenant.id, 'Crash Test Co');
const code = `CRASH-${Date.now().toString(36)}`;
const codeId = await insertPromoCode(setup.db, tenant.id, code, { maxUses: MAX_USES });
const draftIds: number[] = [];
for (let i = 0; i < DRAFTS; i++) draftIds.push((await insertSavedDraft(setup.db, tenant, { companyId })).id);
await setup.close();

const work = mkdtempSync(path.join(tmpdir(), 'wakat-publish-crash-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What the children acknowledged: draft id → offer id. */
const acknowledged = (ackFiles: string[]) =>
  new Map(acknowledgements(ackFiles).map(([draft, offer]) => [draft!, offer!]));

async function checkInvariants(db: Db, acks: Map<number, number>) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows;
  // The code's uses are its redemptions, never more than its maximum.
  const [codeRow] = await one<{ uses: number; redemptions: number }>(
    sql`select c.uses, (select count(*)::int from promo_code_redemptions r where r.code_id = c.id) as redemptions
          from promo_codes c where c.id = ${codeId}`,
  );
  expect(codeRow!.uses).toBe(codeRow!.redemptions);
  expect(codeRow!.uses).toBeLessThanOrEqual(MAX_USES);
  // Every redemption has its published offer, and every offer of the company its redemption.
  const offers = await one<{ id: number; status: string; redeemed: number }>(
    sql`select o.id, o.status,
               (select count(*)::int from promo_code_redemptions r where r.offer_id = o.id and r.code_id = ${codeId})
                 as redeemed
          from offers o where o.company_id = ${companyId}`,
  );
  expect(offers.filter((o) => o.status !== 'published' || o.redeemed !== 1)).toEqual([]);
  expect(offers).toHaveLength(codeRow!.redemptions);
  // No draft converted without its offer, no offer linked to a draft still open.
  const drafts = await db.select().from(offerDrafts).where(eq(offerDrafts.companyId, companyId));
  const offerIds = new Set(offers.map((o) => o.id));
  for (const d of drafts) {
    if (d.state === 'converted') expect(d.offerId !== null && offerIds.has(d.offerId)).toBe(true);
    else expect(d.offerId).toBeNull();
  }
  expect(drafts.filter((d) => d.state === 'converted')).toHaveLength(offers.length);
  // Nothing acknowledged is lost.
  const byDraft = new Map(drafts.map((d) => [d.id, d.offerId]));
  for (const [draftId, offerId] of acks) {
    expect(byDraft.get(draftId)).toBe(offerId);
    expect(offerIds.has(offerId)).toBe(true);
  }
  return { uses: codeRow!.uses };
}

describe(`kill -9 during concurrent publishing with a code (${testDriver()})`, () => {
  it('after each SIGKILL: no use without a redemption and an offer, no stuck draft, nothing acknowledged lost', async () => {
    const ackFiles: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ackFile = path.join(work, `acks-${round}.txt`);
      await runAndKill(CHILD, ackFile, { ...shared.env, CODE: code, DRAFT_IDS: draftIds.join(',') });
      ackFiles.push(ackFile);
      const handle = await shared.open();
      try {
        await checkInvariants(handle.db, acknowledged(ackFiles));
      } finally {
        await handle.close();
      }
    }
    // The drafts left can all still be published until the code is used up: no use was burnt.
    const handle = await shared.open();
    try {
      const left = await handle.db.select().from(offerDrafts).where(eq(offerDrafts.companyId, companyId));
      for (const draft of left.filter((d) => d.state !== 'converted'))
        await redeemCode(handle.db, draft, code, 'publish', { userId: null }).catch(() => undefined);
      const { uses } = await checkInvariants(handle.db, acknowledged(ackFiles));
      expect(uses).toBe(MAX_USES);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
