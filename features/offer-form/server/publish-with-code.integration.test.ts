import { wholeCompany } from '@/lib/auth/employer-scope';
import { and, count, eq, sql } from 'drizzle-orm';
import { POST as extendWithCode } from '@/app/api/v1/offers/[slug]/extend-with-code/route';
import { POST as publishWithCode } from '@/app/api/v1/offers/[slug]/publish-with-code/route';
import { POST as panelExtendWithCode } from '@/app/api/v2/employer-panel/drafts/[id]/extend-with-code/route';
import { POST as panelPublishWithCode } from '@/app/api/v2/employer-panel/drafts/[id]/publish-with-code/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { changeOfferState } from '@/features/offers/server/public';
import { installDbHandle } from '@/lib/db/client';
import { companies, offerDrafts, offers, promoCodeRedemptions, promoCodes } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertSavedDraft } from '@/tests/factories/offer-drafts';
import { insertPromoCode } from '@/tests/factories/plans';
import { callRoute, type Route } from '@/tests/http';
import { redeemCode } from './codes';
import { draftOfCompany } from './drafts';
import { startDraftFromOffer } from './start-draft-from-offer';
import { loadRenewal } from './renewal';

/**
 * Publishing and extending with a code on every path (the form's token routes and the panel's routes):
 * one transaction, so a refused or failed publication holds no use and leaves the draft as it was; a code
 * works once per offer; the offer form's full validation runs again whatever the summary step said.
 */
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 2, seed: 11 });
const tenant = await resolveTenant('it.localhost', db);
const companyA = await insertCompany(db, tenant.id, 'Atomic Alpha');
const companyB = await insertCompany(db, tenant.id, 'Atomic Beta');
const ownerA = await createEmployer(db, tenant, [{ companyId: companyA, right: 'owner' }]);

let serial = 0;
const newCode = async (overrides: Parameters<typeof insertPromoCode>[3] = {}) => {
  const code = `ATOM-${++serial}-${Date.now().toString(36)}`;
  return { code, id: await insertPromoCode(db, tenant.id, code, overrides) };
};
const codeState = async (id: number) => {
  const [row] = await db.select({ uses: promoCodes.uses }).from(promoCodes).where(eq(promoCodes.id, id));
  const [used] = await db.select({ n: count() }).from(promoCodeRedemptions).where(eq(promoCodeRedemptions.codeId, id));
  return { uses: row!.uses, redemptions: used!.n };
};
const draftRow = async (id: number) => (await db.select().from(offerDrafts).where(eq(offerDrafts.id, id)))[0]!;
const offersOf = async (companyId: number) =>
  (await db.select({ n: count() }).from(offers).where(eq(offers.companyId, companyId)))[0]!.n;

/** POST …/publish-with-code or …/extend-with-code by the draft's token. */
const byToken = (route: Route, draft: { slug: string; token: string }, code: string, lang = 'pl') =>
  callRoute(route, `/x?code=${code}&lang=${lang}`, {
    method: 'POST',
    params: { slug: draft.slug },
    body: { token: draft.token },
  });
/** POST /v2/employer-panel/drafts/{id}/… by the owner's session. */
const byPanel = (route: Route, draftId: number, code: string, lang = 'pl') =>
  callRoute(route, `/x?code=${code}&lang=${lang}`, {
    method: 'POST',
    params: { id: String(draftId) },
    headers: { cookie: ownerA.cookie },
  });

describe(`publishing with a code is one transaction (${testDriver()})`, () => {
  it('a code works once per offer: a second redemption by the same offer is 409 "code used" and changes nothing', async () => {
    const publish = await newCode({ maxUses: 10 });
    const draft = await insertSavedDraft(db, tenant, { companyId: companyA, userId: ownerA.userId });
    const first = await byToken(publishWithCode, draft, publish.code);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const offerId = first.body.offerId as number;

    // Extending: the first use of an extend code moves the end; the same code again on the same offer is refused.
    const extend = await newCode({ kind: 'extend', maxUses: 10 });
    const extendDraft = async () => {
      const started = await startDraftFromOffer(db, tenant, {
        companyId: companyA,
        userId: ownerA.userId,
        offerId,
        mode: 'extend',
      });
      return { ...(await draftRow(started.id)), token: started.token };
    };
    const once = await byPanel(panelExtendWithCode, (await extendDraft()).id, extend.code);
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    const [extended] = await db.select().from(offers).where(eq(offers.id, offerId));
    for (const [route, target] of [
      [panelExtendWithCode, (await extendDraft()).id],
      [extendWithCode, await extendDraft()],
    ] as const) {
      const again =
        typeof target === 'number'
          ? await byPanel(route, target, extend.code)
          : await byToken(route, target, extend.code, 'en');
      expect(again.status).toBe(409);
      expect(again.body.error.fields).toEqual([
        {
          field: 'code',
          message: typeof target === 'number' ? 'Ten kod został już wykorzystany.' : 'This code has already been used.',
        },
      ]);
    }
    const [after] = await db.select().from(offers).where(eq(offers.id, offerId));
    expect(after!.expiresAt).toEqual(extended!.expiresAt);
    expect(await codeState(extend.id)).toEqual({ uses: 1, redemptions: 1 });

    // Refreshing the ended offer with the publish code it already redeemed: refused, the draft still editable.
    await changeOfferState(db, [offerId], 'finish');
    const started = await startDraftFromOffer(db, tenant, {
      companyId: companyA,
      userId: ownerA.userId,
      offerId,
      mode: 'refresh',
    });
    const refresh = await byPanel(panelPublishWithCode, started.id, publish.code);
    expect(refresh.status).toBe(409);
    expect(refresh.body.error.fields).toEqual([{ field: 'code', message: 'Ten kod został już wykorzystany.' }]);
    expect(await draftRow(started.id)).toMatchObject({ state: 'workInProgress' });
    expect((await db.select().from(offers).where(eq(offers.id, offerId)))[0]!.status).toBe('finished');
    expect(await codeState(publish.id)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('the short summary promises the end date an extension and a re-publication write, and the answer names it', async () => {
    const published = await byToken(
      publishWithCode,
      await insertSavedDraft(db, tenant, { companyId: companyA, userId: ownerA.userId }),
      (await newCode()).code,
    );
    const offerId = published.body.offerId as number;
    expect(published.body.expiresAt).toEqual(expect.any(String));
    const endOf = async () => (await db.select().from(offers).where(eq(offers.id, offerId)))[0]!.expiresAt!;
    expect(published.body.expiresAt).toBe((await endOf()).toISOString());

    // Extending a published offer adds the plan's term to its end, as promised before paying.
    const extendDraft = await startDraftFromOffer(db, tenant, {
      companyId: companyA,
      userId: ownerA.userId,
      offerId,
      mode: 'extend',
    });
    const promised = (await loadRenewal(db, await draftRow(extendDraft.id)))!;
    expect(promised).toMatchObject({ mode: 'extend', allowed: true, offer: { status: 'published' } });
    const before = await endOf();
    expect(Date.parse(promised.newExpiresAt) - before.getTime()).toBe(promised.durationDays * 86_400_000);
    const extended = await byPanel(panelExtendWithCode, extendDraft.id, (await newCode({ kind: 'extend' })).code);
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    expect(extended.body).toEqual({ offerId, expiresAt: promised.newExpiresAt });
    expect((await endOf()).toISOString()).toBe(promised.newExpiresAt);

    // Publishing a finished offer again starts a new term now; a published one cannot be published again.
    // (Its content is checked in full again: the company's logo, which a published offer shows, must exist.)
    await db.update(companies).set({ logoKey: 'logos/atomic-alpha.png' }).where(eq(companies.id, companyA));
    await changeOfferState(db, [offerId], 'finish');
    const refresh = await startDraftFromOffer(db, tenant, {
      companyId: companyA,
      userId: ownerA.userId,
      offerId,
      mode: 'refresh',
    });
    const again = (await loadRenewal(db, await draftRow(refresh.id)))!;
    expect(again).toMatchObject({ mode: 'refresh', allowed: true, offer: { status: 'finished' } });
    const republished = await byPanel(panelPublishWithCode, refresh.id, (await newCode()).code);
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    const end = Date.parse(republished.body.expiresAt as string);
    // "Now" moved on between the promise and the publication: the promise is the same term, from a moment earlier.
    expect(end - Date.parse(again.newExpiresAt)).toBeGreaterThanOrEqual(0);
    expect(end - Date.parse(again.newExpiresAt)).toBeLessThan(60_000);
    expect((await loadRenewal(db, await draftRow(refresh.id)))!.allowed).toBe(false);
    await db.update(companies).set({ logoKey: null }).where(eq(companies.id, companyA));
  });

  it('two concurrent extensions of one offer with one code: one extends, the other is 409', async () => {
    const draft = await insertSavedDraft(db, tenant, { companyId: companyA, userId: ownerA.userId });
    const publish = await newCode();
    const offerId = (await byToken(publishWithCode, draft, publish.code)).body.offerId as number;
    const extend = await newCode({ kind: 'extend', maxUses: 5 });
    const drafts = await Promise.all(
      [0, 1].map(() =>
        startDraftFromOffer(db, tenant, { companyId: companyA, userId: ownerA.userId, offerId, mode: 'extend' }),
      ),
    );
    const results = await Promise.all(drafts.map((d) => byPanel(panelExtendWithCode, d.id, extend.code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await codeState(extend.id)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('publishing by code runs the full validation again: a draft saved with gaps is refused and holds no use', async () => {
    const code = await newCode({ maxUses: 1 });
    // Saved as a draft (loose rules: an empty title passes) and never summarised, or summarised earlier and
    // made invalid since: both are refused with the form's field messages.
    const gaps = await insertSavedDraft(db, tenant, {
      companyId: companyA,
      userId: ownerA.userId,
      patch: { jobPositionName: '' },
    });
    const before = offersOf(companyA);
    for (const answer of [
      await byToken(publishWithCode, gaps, code.code),
      await byPanel(panelPublishWithCode, gaps.id, code.code),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields.map((f: { field: string }) => f.field)).toContain('jobPositionName');
    }
    expect(await draftRow(gaps.id)).toMatchObject({ state: gaps.state, offerId: null, updatedAt: gaps.updatedAt });
    expect(await offersOf(companyA)).toBe(await before);
    expect(await codeState(code.id)).toEqual({ uses: 0, redemptions: 0 });

    // A draft summarised (full validation passed then) whose content is no longer valid now: the plan it
    // names lost the seniority in between.
    const summarised = await insertSavedDraft(db, tenant, {
      companyId: companyA,
      userId: ownerA.userId,
      planKey: 'basic',
    });
    await db.execute(sql`update offer_drafts set state = 'summarised' where id = ${summarised.id}`);
    await db.execute(
      sql`update plans set limits = jsonb_set(limits, '{seniority}', '["junior"]') where tenant_id = ${tenant.id} and key = 'basic'`,
    );
    try {
      const refused = await byToken(publishWithCode, summarised, code.code);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.map((f: { field: string }) => f.field)).toContain('jobPositionExperience');
    } finally {
      await db.execute(
        sql`update plans set limits = jsonb_set(limits, '{seniority}', '[]') where tenant_id = ${tenant.id} and key = 'basic'`,
      );
    }
    expect(await codeState(code.id)).toEqual({ uses: 0, redemptions: 0 });

    // The one use is still there for another employer.
    const other = await insertSavedDraft(db, tenant, { companyId: companyB });
    const published = await byToken(publishWithCode, other, code.code);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await codeState(code.id)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('a failure after the offer is written (a constraint) leaves no offer, no use and the draft as it was', async () => {
    const code = await newCode({ maxUses: 3 });
    const draft = await insertSavedDraft(db, tenant, { companyId: companyA, userId: ownerA.userId });
    const before = await offersOf(companyA);
    await db.execute(
      sql.raw(`create function refuse_redemption() returns trigger language plpgsql as $$
               begin raise exception 'refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_redemption before insert on promo_code_redemptions
               for each row when (new.code_id = ${code.id}) execute function refuse_redemption()`),
    );
    try {
      const current = await draftOfCompany(db, wholeCompany(tenant.id, companyA), draft.id);
      const failure = await redeemCode(db, current, code.code, 'publish', { userId: ownerA.userId }).then(
        () => null,
        (error: Error) => error,
      );
      expect(String((failure?.cause as Error | undefined)?.message ?? failure?.message)).toMatch(/refused by the test/);
    } finally {
      await db.execute(sql`drop trigger refuse_redemption on promo_code_redemptions`);
      await db.execute(sql`drop function refuse_redemption()`);
    }
    expect(await offersOf(companyA)).toBe(before);
    expect(await draftRow(draft.id)).toEqual((({ token: _t, ...row }) => row)(draft));
    expect(await codeState(code.id)).toEqual({ uses: 0, redemptions: 0 });
    // Retried, it publishes.
    expect((await byToken(publishWithCode, draft, code.code)).status).toBe(200);
    expect(await codeState(code.id)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('20 concurrent publishes on a 5-use code: exactly 5 offers and 5 redemptions; the others stay drafts', async () => {
    const code = await newCode({ maxUses: 5 });
    const company = await insertCompany(db, tenant.id, 'Atomic Crowd');
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await insertSavedDraft(db, tenant, { companyId: company }));
    const results = await Promise.all(drafts.map((d) => byToken(publishWithCode, d, code.code)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await offersOf(company)).toBe(5);
    expect(await codeState(code.id)).toEqual({ uses: 5, redemptions: 5 });
    const rows = await db.select().from(offerDrafts).where(eq(offerDrafts.companyId, company));
    const won = new Set(results.filter((r) => r.status === 200).map((r) => r.body.offerId as number));
    for (const row of rows)
      if (row.offerId === null) expect(row.state).toBe('workInProgress');
      else expect(won.has(row.offerId) && row.state === 'converted').toBe(true);
    const published = await db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.companyId, company), eq(offers.status, 'published')));
    expect(published[0]!.n).toBe(5);
  });
});
