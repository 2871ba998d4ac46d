import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { GET as listOffers, POST as createOffer } from '@/app/api/v1/integrations/offers/route';
import { GET as getOffer, PATCH as updateOffer } from '@/app/api/v1/integrations/offers/[externalId]/route';
import { POST as finishOffer } from '@/app/api/v1/integrations/offers/[externalId]/finish/route';
import { POST as publishOffer } from '@/app/api/v1/integrations/offers/[externalId]/publish/route';
import { DELETE as revokeKey } from '@/app/api/v2/employer-panel/api-keys/[id]/route';
import { POST as createKey } from '@/app/api/v2/employer-panel/api-keys/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { toServerShape } from '@/features/offer-form/server-shape';
import type { OfferFormValues } from '@/features/offer-form/schema';
import { installDbHandle } from '@/lib/db/client';
import { auditLog, companies, offerDrafts, offers, promoCodeRedemptions, promoCodes } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resetRateLimits } from '@/lib/rate-limit';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { offerFormValuesFor } from '@/tests/factories/offer-drafts';
import { insertPromoCode } from '@/tests/factories/plans';
import { callRoute, type Route } from '@/tests/http';

/**
 * The posting API (decision 0056) through its routes, with real company keys: create, update, publish,
 * finish and list by external id; the external id as the idempotency key under concurrency; publishing only
 * with a code; the form's validation and field errors; keys of other companies and boards, revoked keys and
 * missing scopes refused.
 */
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 2, seed: 17 });
const board = await resolveTenant('it.localhost', db);
const otherBoard = await resolveTenant('biz.localhost', db);
const companyA = await insertCompany(db, board.id, 'Posting Alpha');
const companyB = await insertCompany(db, board.id, 'Posting Beta');
const otherBoardCompany = await insertCompany(db, otherBoard.id, 'Posting Elsewhere');
const ownerA = await createEmployer(db, board, [{ companyId: companyA, right: 'owner' }]);
const ownerB = await createEmployer(db, board, [{ companyId: companyB, right: 'owner' }]);
// Both companies have uploaded their logos in the panel (the form requires a logo; an offer shows the company's).
await db
  .update(companies)
  .set({ logoKey: 'logos/company.png' })
  .where(inArray(companies.id, [companyA, companyB]));
const ownerOther = await createEmployer(db, otherBoard, [{ companyId: otherBoardCompany, right: 'owner' }]);

async function newKey(cookie: string, scopes: string[], host = 'it.localhost') {
  const res = await callRoute(createKey, '/x?lang=en', {
    method: 'POST',
    body: { name: `ATS ${scopes.join(' ')}`, scopes },
    host,
    headers: { cookie, origin: `http://${host}`, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
  });
  expect(res.status).toBe(201);
  return res.body as { key: { id: number }; secret: string };
}

const keyA = await newKey(ownerA.cookie, ['offers:read', 'offers:write']);
const keyB = await newKey(ownerB.cookie, ['offers:read', 'offers:write']);

const api = (
  route: Route,
  key: string | null,
  opts: { method?: string; body?: unknown; externalId?: string; query?: string; lang?: string; host?: string } = {},
) =>
  callRoute(route, `/api/v1/integrations/offers?lang=${opts.lang ?? 'en'}${opts.query ?? ''}`, {
    method: opts.method ?? 'GET',
    body: opts.body,
    host: opts.host,
    params: opts.externalId === undefined ? undefined : { externalId: opts.externalId },
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });

/** A complete offer in the server shape, as an integrator sends it (valid for the full validation). */
async function offerShape(companyId: number, patch: Partial<OfferFormValues> = {}) {
  return toServerShape(await offerFormValuesFor(db, board.id, companyId, { type: 'pro', ...patch }), { draft: false });
}

let serial = 0;
const newExternalId = () => `ats-${++serial}-${Date.now().toString(36)}`;

const create = async (key: string, body: Record<string, unknown>) => api(createOffer, key, { method: 'POST', body });

const draftsWith = async (externalId: string) =>
  (await db.select().from(offerDrafts).where(eq(offerDrafts.externalId, externalId))).length;
const offersOf = async (companyId: number) =>
  (await db.select({ n: count() }).from(offers).where(eq(offers.companyId, companyId)))[0]!.n;
const codeState = async (id: number) => {
  const [row] = await db.select({ uses: promoCodes.uses }).from(promoCodes).where(eq(promoCodes.id, id));
  const [used] = await db.select({ n: count() }).from(promoCodeRedemptions).where(eq(promoCodeRedemptions.codeId, id));
  return { uses: row!.uses, redemptions: used!.n };
};
let codeSerial = 0;
const companyCode = (companyId: number, maxUses = 1, overrides: Parameters<typeof insertPromoCode>[3] = {}) =>
  insertPromoCode(db, board.id, `API-${++codeSerial}-${Date.now().toString(36)}`, { companyId, maxUses, ...overrides });
/** Every company code of A used up, so a test starts with no balance. */
const spendCodesOf = (companyId: number) =>
  db.update(promoCodes).set({ maxUses: 0 }).where(eq(promoCodes.companyId, companyId));

beforeEach(() => resetRateLimits());

describe(`the posting API (${testDriver()})`, () => {
  it('creates, reads, updates, publishes with the company’s code, lists by external id and finishes an offer', async () => {
    await spendCodesOf(companyA);
    const externalId = newExternalId();
    const offer = await offerShape(companyA);

    const created = await create(keyA.secret, { externalId, offer });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      externalId,
      status: 'draft',
      offerId: null,
      url: null,
      title: offer.title,
      planKey: 'pro',
    });
    const draftId = created.body.draftId as number;

    // The same external id again: the existing offer, 200, nothing new written (whatever the body says).
    const again = await create(keyA.secret, {
      externalId,
      offer: { ...offer, title: 'Something Else Entirely', planKey: 'no-such-plan' },
      publish: true,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ draftId, title: offer.title });
    expect(await draftsWith(externalId)).toBe(1);

    const read = await api(getOffer, keyA.secret, { externalId });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(again.body);

    // Before publication, an update saves the draft with the form's full validation.
    const retitled = await api(updateOffer, keyA.secret, {
      method: 'PATCH',
      externalId,
      body: { offer: { ...offer, title: 'Senior Integration Developer' } },
    });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect(retitled.body).toMatchObject({ status: 'draft', title: 'Senior Integration Developer' });

    // No code named and none held by the company: 402 naming the panel page to pay on; nothing changes.
    const offersBefore = await offersOf(companyA);
    const [draftBefore] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, draftId));
    for (const [lang, words] of [
      ['en', 'Pay for it in the employer panel'],
      ['pl', 'Opłać je w panelu pracodawcy'],
    ] as const) {
      const unpaid = await api(publishOffer, keyA.secret, { method: 'POST', externalId, lang });
      expect(unpaid.status).toBe(402);
      expect(unpaid.body.error.code).toBe('PAYMENT_REQUIRED');
      expect(unpaid.body.error.message).toContain(words);
      expect(unpaid.body.error.message).toMatch(new RegExp(`/employer/offers/drafts/${draftId}\\?step=payment$`));
    }
    expect(await offersOf(companyA)).toBe(offersBefore);
    const [draftAfter] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, draftId));
    expect(draftAfter).toEqual(draftBefore);

    // Another company's code is not A's balance; A's own code publishes (one use, one redemption).
    const foreignCode = await companyCode(companyB, 5);
    expect((await api(publishOffer, keyA.secret, { method: 'POST', externalId })).status).toBe(402);
    expect(await codeState(foreignCode)).toEqual({ uses: 0, redemptions: 0 });
    const ownCode = await companyCode(companyA, 3);
    const published = await api(publishOffer, keyA.secret, { method: 'POST', externalId });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', title: 'Senior Integration Developer' });
    expect(published.body.offerId).toEqual(expect.any(Number));
    expect(published.body.url).toMatch(/\/job-offer\//);
    expect(published.body.expiresAt).not.toBeNull();
    expect(await codeState(ownCode)).toEqual({ uses: 1, redemptions: 1 });
    const offerId = published.body.offerId as number;
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.published_with_code'), eq(auditLog.subjectId, String(offerId))));
    expect(audit!.details).toMatchObject({ apiKeyId: keyA.key.id });

    // Publishing again answers the published offer and charges nothing.
    const twice = await api(publishOffer, keyA.secret, { method: 'POST', externalId });
    expect(twice.status).toBe(200);
    expect(twice.body.offerId).toBe(offerId);
    expect(await codeState(ownCode)).toEqual({ uses: 1, redemptions: 1 });

    // The list finds it by external id, and names the external id of every posted offer.
    const listed = await api(listOffers, keyA.secret, { query: `&externalId=${externalId}` });
    expect(listed.status).toBe(200);
    expect(listed.body.offers).toEqual([expect.objectContaining({ id: offerId, externalId, status: 'published' })]);
    const all = await api(listOffers, keyA.secret, { query: '&limit=100' });
    expect(all.body.offers.find((o: { id: number }) => o.id === offerId).externalId).toBe(externalId);

    // After publication, an update changes the offer as the panel does: state and dates stay.
    const edited = await api(updateOffer, keyA.secret, {
      method: 'PATCH',
      externalId,
      body: { offer: { ...offer, title: 'Lead Integration Developer' } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'published',
      title: 'Lead Integration Developer',
      expiresAt: published.body.expiresAt,
    });
    const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
    expect(row!.title).toBe('Lead Integration Developer');

    const finished = await api(finishOffer, keyA.secret, { method: 'POST', externalId });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body).toMatchObject({ status: 'finished', offerId });
    expect(finished.body.finishedAt).not.toBeNull();
    expect((await api(finishOffer, keyA.secret, { method: 'POST', externalId })).body.status).toBe('finished');
    // An ended offer is not published again by the API (the panel refreshes it, paying again).
    const republish = await api(publishOffer, keyA.secret, { method: 'POST', externalId });
    expect(republish.status).toBe(409);
    expect(await codeState(ownCode)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('20 concurrent creates with one external id and publish: one offer, one code use, 201 once and 200 after', async () => {
    await spendCodesOf(companyA);
    const code = await companyCode(companyA, 5);
    const externalId = newExternalId();
    const offer = await offerShape(companyA);
    const before = await offersOf(companyA);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(keyA.secret, { externalId, offer, publish: true })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.find((r) => r.status >= 300)?.body)).toEqual([
      200,
      ...Array<number>(18).fill(200),
      201,
    ]);
    const offerIds = new Set(results.map((r) => r.body.offerId));
    expect(offerIds.size).toBe(1);
    expect(results.every((r) => r.body.status === 'published')).toBe(true);
    expect(await draftsWith(externalId)).toBe(1);
    expect(await offersOf(companyA)).toBe(before + 1);
    expect(await codeState(code)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('20 concurrent creates with one external id, named code: one offer and one use of the code', async () => {
    await spendCodesOf(companyA);
    const typed = `API-NAMED-${Date.now().toString(36)}`;
    const codeId = await insertPromoCode(db, board.id, typed, { maxUses: 10 });
    const externalId = newExternalId();
    const offer = await offerShape(companyA);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(keyA.secret, { externalId, offer, publish: true, code: typed })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.body.offerId)).size).toBe(1);
    expect(await draftsWith(externalId)).toBe(1);
    expect(await codeState(codeId)).toEqual({ uses: 1, redemptions: 1 });
  });

  it('concurrent publications share the company’s codes: each use is claimed once, a used-up code is skipped', async () => {
    await spendCodesOf(companyA);
    const small = await companyCode(companyA, 1, { validUntil: new Date(Date.now() + 86_400_000) });
    const large = await companyCode(companyA, 4);
    const ids = Array.from({ length: 6 }, () => newExternalId());
    for (const externalId of ids)
      expect((await create(keyA.secret, { externalId, offer: await offerShape(companyA) })).status).toBe(201);
    const results = await Promise.all(
      ids.map((externalId) => api(publishOffer, keyA.secret, { method: 'POST', externalId })),
    );
    // Five uses in all: five offers published, the sixth told to pay, and no code used past its uses.
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 402]);
    expect(await codeState(small)).toEqual({ uses: 1, redemptions: 1 });
    expect(await codeState(large)).toEqual({ uses: 4, redemptions: 4 });
    const unpaid = ids[results.findIndex((r) => r.status === 402)]!;
    expect((await api(getOffer, keyA.secret, { externalId: unpaid })).body).toMatchObject({ status: 'draft' });
  });

  it('creating with publish and nothing to pay with keeps nothing: 402, no draft, no offer', async () => {
    await spendCodesOf(companyA);
    const externalId = newExternalId();
    const before = await offersOf(companyA);
    const res = await create(keyA.secret, { externalId, offer: await offerShape(companyA), publish: true });
    expect(res.status).toBe(402);
    expect(res.body.error.message).toContain('employer panel');
    expect(await draftsWith(externalId)).toBe(0);
    expect(await offersOf(companyA)).toBe(before);
    // A wrong code is the form's field error on `code`, and also keeps nothing.
    const wrong = await create(keyA.secret, {
      externalId,
      offer: await offerShape(companyA),
      publish: true,
      code: 'NO-SUCH-CODE',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual([{ field: 'code', message: 'The code you entered is incorrect.' }]);
    expect(await draftsWith(externalId)).toBe(0);
  });

  it('accepts the guide’s example as it is written (docs/integrations.md)', async () => {
    // A company as the panel leaves it: its information clause written.
    await db
      .update(companies)
      .set({
        clauses: {
          informationClause: 'Administratorem danych osobowych kandydatów jest {company} z siedzibą w Warszawie.',
        },
      })
      .where(eq(companies.id, companyB));
    const guide = readFileSync(path.resolve(import.meta.dirname, '../../../docs/integrations.md'), 'utf8');
    const example = /curl -X POST "\$BOARD\/api\/v1\/integrations\/offers\?lang=en"[\s\S]*?-d '([^']+)'/.exec(guide);
    expect(example).not.toBeNull();
    const body = JSON.parse(example![1]!) as { externalId: string; offer: Record<string, unknown> };
    const res = await create(keyB.secret, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ externalId: body.externalId, title: 'Senior Java Developer', status: 'draft' });
    // The company's data filled what the example leaves out; a logo sent by an integrator is not the offer's.
    const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, res.body.draftId));
    expect(draft!.content).toMatchObject({
      hiringCompany: { name: 'Posting Beta', size: '11-25', url: 'https://example.com' },
      informationClause: expect.stringContaining('Posting Beta'),
    });
    const [company] = await db.select().from(companies).where(eq(companies.id, companyB));
    const retitled = await api(updateOffer, keyB.secret, {
      method: 'PATCH',
      externalId: body.externalId,
      body: {
        offer: { ...body.offer, hiringCompany: { logoUrl: 'https://elsewhere.test/x.png' } },
      },
    });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    const [saved] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, res.body.draftId));
    expect(JSON.stringify(saved!.content)).not.toContain('elsewhere.test');
    expect(JSON.stringify(saved!.content)).toContain(company!.slug);
  });

  it('refuses bad input with the form’s field errors and writes nothing', async () => {
    const externalId = newExternalId();
    // Content the form refuses (no position name, the salary upside down): 400 with the form's messages.
    const invalid = await create(keyA.secret, {
      externalId,
      offer: await offerShape(companyA, {
        jobPositionName: '',
        primarySalary: { employmentType: 'b2b', from: '22000', to: '15000', salaryType: '' },
      }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'BAD_REQUEST', message: 'The offer contains errors.' });
    const fields = invalid.body.error.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field)).toEqual(expect.arrayContaining(['jobPositionName']));
    expect(fields.some((f) => f.message === 'The lower amount cannot be higher than the upper one.')).toBe(true);
    expect(await draftsWith(externalId)).toBe(0);

    // In Polish, with the same fields.
    const polish = await api(createOffer, keyA.secret, {
      method: 'POST',
      lang: 'pl',
      body: { externalId, offer: await offerShape(companyA, { jobPositionName: '' }) },
    });
    expect(polish.status).toBe(400);
    expect(polish.body.error.fields.map((f: { field: string }) => f.field)).toContain('jobPositionName');
    expect(polish.body.error.message).not.toBe(invalid.body.error.message);

    // A plan limit: more locations than the plan allows.
    const many = Array.from({ length: 6 }, (_, i) => ({
      city: 'Warszawa',
      street: `Prosta ${i + 1}`,
      countryCode: 'PL',
      latitude: 52.23,
      longitude: 21.01,
    }));
    const overLimit = await create(keyA.secret, { externalId, offer: await offerShape(companyA, { locations: many }) });
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/^locations/) })]),
    );

    // Wrong types, an unknown plan and a malformed external id: field errors before anything is read.
    const malformed = await create(keyA.secret, { externalId: 'has spaces/slash', offer: { title: 42 } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'externalId',
      'offer.title',
    ]);
    const unknownPlan = await create(keyA.secret, {
      externalId,
      offer: { ...(await offerShape(companyA)), planKey: 'no-such-plan' },
    });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body.error.fields).toEqual([{ field: 'type', message: 'There is no such plan.' }]);
    expect((await api(createOffer, keyA.secret, { method: 'POST', body: '{not json' })).status).toBe(400);
    expect(await draftsWith(externalId)).toBe(0);

    // A company without a logo: the form's logo error, whatever logo the integrator sends.
    const companyC = await insertCompany(db, board.id, 'Posting Gamma');
    const ownerC = await createEmployer(db, board, [{ companyId: companyC, right: 'owner' }]);
    const keyC = await newKey(ownerC.cookie, ['offers:write']);
    const shapeC = await offerShape(companyC);
    const noLogo = await create(keyC.secret, {
      externalId,
      offer: { ...shapeC, hiringCompany: { ...shapeC.hiringCompany, logoUrl: 'https://elsewhere.test/logo.png' } },
    });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.error.fields).toEqual([{ field: 'companyLogo', message: 'This field is required.' }]);
    expect(await draftsWith(externalId)).toBe(0);

    // An update with content the form refuses changes nothing.
    const good = await create(keyA.secret, { externalId, offer: await offerShape(companyA) });
    expect(good.status).toBe(201);
    const [before] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, good.body.draftId));
    const badUpdate = await api(updateOffer, keyA.secret, {
      method: 'PATCH',
      externalId,
      body: { offer: await offerShape(companyA, { jobPositionName: '' }) },
    });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.error.fields.map((f: { field: string }) => f.field)).toContain('jobPositionName');
    const [after] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, good.body.draftId));
    expect(after).toEqual(before);
  });

  it('refuses missing, revoked and other boards’ keys (401), keys without the scope (403), other companies’ offers (404)', async () => {
    const externalId = newExternalId();
    const offer = await offerShape(companyA);
    expect((await create(keyA.secret, { externalId, offer })).status).toBe(201);

    const none = await api(createOffer, null, { method: 'POST', body: { externalId: newExternalId(), offer } });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);

    const revoked = await newKey(ownerA.cookie, ['offers:read', 'offers:write']);
    const revoke = await callRoute(revokeKey, '/x?lang=en', {
      method: 'DELETE',
      params: { id: String(revoked.key.id) },
      headers: { cookie: ownerA.cookie, origin: 'http://it.localhost', [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
    });
    expect(revoke.status).toBe(204);
    const otherBoardKey = await newKey(ownerOther.cookie, ['offers:read', 'offers:write'], 'biz.localhost');
    for (const key of [revoked.secret, otherBoardKey.secret]) {
      const refusedId = newExternalId();
      expect((await create(key, { externalId: refusedId, offer })).status).toBe(401);
      expect(await draftsWith(refusedId)).toBe(0);
      expect((await api(getOffer, key, { externalId })).status).toBe(401);
      expect((await api(publishOffer, key, { method: 'POST', externalId })).status).toBe(401);
    }

    // Scopes: a read key cannot write, a write key cannot read.
    const readOnly = await newKey(ownerA.cookie, ['offers:read']);
    const writeOnly = await newKey(ownerA.cookie, ['offers:write']);
    const scopeId = newExternalId();
    const noWrite = await create(readOnly.secret, { externalId: scopeId, offer });
    expect(noWrite.status).toBe(403);
    expect(noWrite.body.error.message).toBe('This API key does not have the scope this request needs.');
    expect(await draftsWith(scopeId)).toBe(0);
    for (const [route, method] of [
      [updateOffer, 'PATCH'],
      [publishOffer, 'POST'],
      [finishOffer, 'POST'],
    ] as const)
      expect(
        (await api(route, readOnly.secret, { method, externalId, body: method === 'PATCH' ? { offer } : undefined }))
          .status,
      ).toBe(403);
    expect((await api(getOffer, writeOnly.secret, { externalId })).status).toBe(403);
    expect((await api(listOffers, writeOnly.secret)).status).toBe(403);
    expect((await api(getOffer, readOnly.secret, { externalId })).status).toBe(200);

    // Company B's key does not reach A's offer by its external id, and may use the same id for its own.
    expect((await api(getOffer, keyB.secret, { externalId })).status).toBe(404);
    expect((await api(finishOffer, keyB.secret, { method: 'POST', externalId })).status).toBe(404);
    const own = await create(keyB.secret, { externalId, offer: await offerShape(companyB) });
    expect(own.status).toBe(201);
    expect(await draftsWith(externalId)).toBe(2);
  });
});
