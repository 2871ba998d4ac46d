import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as employmentTypesRoute } from '@/app/api/v1/employment-types/route';
import { POST as extendWithCode } from '@/app/api/v1/offers/[slug]/extend-with-code/route';
import { POST as finishRoute } from '@/app/api/v1/offers/[slug]/finish-recruitment/route';
import { POST as logoRoute } from '@/app/api/v1/offers/[slug]/logo/route';
import { POST as paymentOfferByToken } from '@/app/api/v1/offers/[slug]/payment-offer/route';
import { POST as paymentsRoute } from '@/app/api/v1/payments/route';
import { POST as paymentOfferById } from '@/app/api/v2/employer-panel/drafts/[id]/payment-offer/route';
import { POST as panelExtendWithCode } from '@/app/api/v2/employer-panel/drafts/[id]/extend-with-code/route';
import { POST as panelPublishWithCode } from '@/app/api/v2/employer-panel/drafts/[id]/publish-with-code/route';
import { GET as panelVerifyCode } from '@/app/api/v2/employer-panel/drafts/[id]/verify-code/[code]/route';
import { POST as publishWithCode } from '@/app/api/v1/offers/[slug]/publish-with-code/route';
import { DELETE as deleteRoute, GET as slugGet, PATCH as slugPatch } from '@/app/api/v1/offers/[slug]/route';
import { GET as verifyRoute } from '@/app/api/v1/offers/[slug]/verify-code/[code]/route';
import { GET as formInputsRoute } from '@/app/api/v1/offers/form-inputs-data/route';
import { POST as initiateRoute } from '@/app/api/v1/offers/initiate/route';
import { GET as draftGet, PUT as draftPut } from '@/app/api/v2/employer-panel/drafts/[id]/route';
import { POST as summariseRoute } from '@/app/api/v2/employer-panel/drafts/[id]/summarise/route';
import { POST as startDraftRoute } from '@/app/api/v2/employer-panel/offers/[idOrSlug]/drafts/route';
import { GET as panelOfferGet, PUT as panelOfferPut } from '@/app/api/v2/employer-panel/offers/[idOrSlug]/route';
import { GET as offerEndRoute } from '@/app/api/v2/employer-panel/offers/end/[slug]/route';
import { POST as importRoute } from '@/app/api/v2/employer-panel/offers/import/route';
import { GET as byCursor } from '@/app/api/v2/user-panel/offers/by-cursor/route';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { type OfferFormValues } from '@/features/offer-form/schema';
import { toServerShape, type OfferServerShape } from '@/features/offer-form/server-shape';
import { materializeDraft } from '@/features/offer-form/server/convert-draft';
import { geocode } from '@/features/offer-form/server/geocoder';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import {
  auditLog,
  categories,
  cities,
  companies,
  offerDrafts,
  offers,
  plans,
  promoCodeRedemptions,
  promoCodes,
  skills,
  tenants,
  type OfferLimits,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { getStorage, installStorage, LocalStorage } from '@/lib/storage/storage';
import { createTestDb, testDriver } from '@/tests/db';
import { antiBotToken } from '@/tests/factories/antibot';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { callRoute, type Route } from '@/tests/http';
import { startMswServer } from '@/tests/msw/server';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 4, seed: 7 });
const msw = startMswServer();
installStorage(new LocalStorage(mkdtempSync(path.join(tmpdir(), 'wakat-offer-form-'))));

const itRow = (await db.select().from(tenants).orderBy(asc(tenants.id)))[0]!;
// The admin import flag on, for the import tests (the switch itself is tested too).
await db
  .update(tenants)
  .set({ config: { ...itRow.config, flags: { ...itRow.config.flags, enableAdminImport: true } } })
  .where(eq(tenants.id, itRow.id));
const it_ = await resolveTenant('it.localhost', db);

/** A small local plan factory (the plans engineer seeds the real ones). */
async function insertPlan(key: string, limits: Partial<OfferLimits> = {}) {
  await db.insert(plans).values({
    tenantId: it_.id,
    key,
    names: { pl: key, en: key },
    netPrice: 100,
    grossPrice: 123,
    taxRate: 23,
    features: { pl: [], en: [] },
    limits: {
      maxLocationsCount: 2,
      bumpsUpCount: 0,
      bumpsUpEveryDays: 7,
      durationInDays: 30,
      seniority: [],
      categories: 1,
      ...limits,
    },
  });
}
await insertPlan('t-pro', { maxLocationsCount: 3 });
await insertPlan('t-basic', { maxLocationsCount: 1, seniority: ['junior', 'mid'], subcategories: 0 });

const companyA = await insertCompany(db, it_.id, 'Alpha Form');
const companyB = await insertCompany(db, it_.id, 'Beta Form');
await db.update(companies).set({ logoKey: 'logos/alpha.png' }).where(eq(companies.id, companyA));
const ownerA = await createEmployer(db, it_, [{ companyId: companyA, right: 'owner' }]);
const ownerB = await createEmployer(db, it_, [{ companyId: companyB, right: 'owner' }]);
const asA = { cookie: ownerA.cookie };
const asB = { cookie: ownerB.cookie };

const [sub] = await db
  .select({ key: categories.key, parentId: categories.parentId })
  .from(categories)
  .where(and(eq(categories.tenantId, it_.id), isNotNull(categories.parentId)))
  .limit(1);
const [parentCategory] = await db
  .select({ key: categories.key })
  .from(categories)
  .where(eq(categories.id, sub!.parentId!));
const [leafMain] = await db
  .select({ key: categories.key, id: categories.id })
  .from(categories)
  .where(and(eq(categories.tenantId, it_.id), isNull(categories.parentId)))
  .orderBy(asc(categories.lft));
const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills).orderBy(asc(skills.id)).limit(3);
const [warsaw] = await db.select().from(cities).where(eq(cities.slug, 'warszawa'));

let serial = 0;
/** Complete, valid form values for this board. */
function values(patch: Partial<OfferFormValues> = {}): OfferFormValues {
  serial += 1;
  return {
    ...defaultOfferFormValues('t-pro'),
    companyLogo: { url: '/api/v1/companies/alpha/logo' },
    companyName: 'Alpha Form',
    companySize: '26-50',
    companyWebsite: 'https://alpha.example.com',
    applicationType: 'email',
    applicationTypeUri: 'Jobs@Alpha.example.com',
    informationClauseText: 'Administratorem Twoich danych osobowych jest Alpha Form sp. z o.o. z siedzibą w Warszawie.',
    contactName: 'Anna Nowak',
    contactEmail: 'anna@alpha.example.com',
    jobCategory: parentCategory!.key,
    jobSubcategory: sub!.key,
    jobDescription:
      '<p>Hello<script>alert(1)</script><img src="x.jpg" onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(3)" onclick="alert(4)">link</a></p>',
    locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: null, longitude: null }],
    jobPositionName: `Formularz Developer qv${serial}k`,
    jobPositionExperience: 'mid',
    primarySalary: { employmentType: 'b2b', from: '15000', to: '22000', salaryType: '' },
    requiredSkills: [{ id: skillRows[0]!.id, name: skillRows[0]!.name, level: 4 }],
    optionalSkills: [{ id: null, name: skillRows[1]!.name.toUpperCase(), level: 2 }],
    workingPlace: 'hybrid',
    workingTime: 'full_time',
    ...patch,
  };
}
const shape = (patch: Partial<OfferFormValues> = {}, draft = false): OfferServerShape =>
  toServerShape(values(patch), { draft });

/** Calls a route; a `/api/v1/offers/{slug}…` path gives the slug parameter. */
const call = (route: unknown, path: string, options: Parameters<typeof callRoute>[2] = {}) => {
  const slug = /^\/api\/v1\/offers\/([^/?]+)/.exec(path)?.[1];
  return callRoute(route as Route, path, { ...(slug ? { params: { slug } } : {}), ...options });
};

async function initiate(cookie?: string, plan = 't-pro') {
  const res = await call(initiateRoute, '/api/v1/offers/initiate', {
    method: 'POST',
    body: { pricing_plan: plan },
    headers: cookie ? { cookie, 'Recaptcha-Disable': '1' } : { 'Recaptcha-Token': antiBotToken('offer_initiate') },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string; token: string };
}

async function insertCode(code: string, patch: Partial<typeof promoCodes.$inferInsert> = {}) {
  await db.insert(promoCodes).values({ tenantId: it_.id, code, kind: 'publish', maxUses: 1, ...patch });
}

/** A draft of company A filled with a complete offer and published with a fresh code. */
async function publishedOffer(patch: Partial<OfferFormValues> = {}, plan = 't-pro') {
  const draft = await initiate(ownerA.cookie, plan);
  const saved = await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, {
    method: 'PATCH',
    body: { ...shape(patch), planKey: plan },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const code = `PUB-${++serial}`;
  await insertCode(code);
  const res = await call(publishWithCode, `/api/v1/offers/${draft.slug}/publish-with-code?code=${code}`, {
    method: 'POST',
    body: { token: draft.token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await db.select().from(offers).where(eq(offers.id, res.body.offerId));
  return { draft, offer: row!, code };
}

const listSlugs = async (query: string) => {
  const res = await call(byCursor, `/api/v2/user-panel/offers/by-cursor?itemsCount=100&${query}`);
  expect(res.status).toBe(200);
  return (res.body.data as { slug: string }[]).map((o) => o.slug);
};

describe(`offer form API (${testDriver()})`, () => {
  it('initiates a draft: anti-bot token for anyone, the disable header only with a session', async () => {
    const none = await call(initiateRoute, '/api/v1/offers/initiate', {
      method: 'POST',
      body: { pricing_plan: 't-pro' },
    });
    expect(none.status).toBe(403);
    const disabledAnonymous = await call(initiateRoute, '/api/v1/offers/initiate', {
      method: 'POST',
      body: { pricing_plan: 't-pro' },
      headers: { 'Recaptcha-Disable': '1' },
    });
    expect(disabledAnonymous.status).toBe(403);
    const anonymous = await initiate();
    expect(anonymous).toEqual({ id: expect.any(Number), slug: expect.any(String), token: expect.any(String) });
    const [row] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, anonymous.id));
    expect(row).toMatchObject({ companyId: null, planKey: 't-pro', state: 'workInProgress', mode: 'create' });
    expect(row!.tokenHash).not.toContain(anonymous.token);
    const owned = await initiate(ownerA.cookie);
    const [ownedRow] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, owned.id));
    expect(ownedRow!.companyId).toBe(companyA);
    // A company's draft starts with its data (name, size, site, logo).
    expect(ownedRow!.content.hiringCompany).toMatchObject({
      name: 'Alpha Form',
      size: '11-25',
      logoUrl: expect.stringContaining('/logo'),
    });
    const unknown = await call(initiateRoute, '/api/v1/offers/initiate?lang=en', {
      method: 'POST',
      body: { pricing_plan: 'gold' },
      headers: { ...asA, 'Recaptcha-Disable': '1' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual([{ field: 'type', message: 'There is no such plan.' }]);
  });

  it('opens a draft by token; a wrong token or slug is 404 revealing nothing', async () => {
    const draft = await initiate(ownerA.cookie);
    const ok = await call(slugGet, `/api/v1/offers/${draft.slug}?token=${draft.token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id: draft.id,
      planKey: 't-pro',
      state: 'workInProgress',
      limits: { maxLocationsCount: 3 },
    });
    for (const path of [
      `/api/v1/offers/${draft.slug}?token=${'x'.repeat(32)}`,
      `/api/v1/offers/${draft.slug}?token=short`,
      `/api/v1/offers/other-slug?token=${draft.token}`,
    ]) {
      const res = await call(slugGet, path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // Another company's employer holding the token still sees nothing.
    expect((await call(slugGet, `/api/v1/offers/${draft.slug}?token=${draft.token}`, { headers: asB })).status).toBe(
      404,
    );
  });

  it('saves a draft loosely, refuses one with errors (nothing written), in both languages', async () => {
    const draft = await initiate(ownerA.cookie);
    const partial = toServerShape(
      {
        ...defaultOfferFormValues('t-pro'),
        jobPositionName: 'Tester aplikacji',
        workingTime: 'undetermined',
        salaryCurrency: '',
      },
      { draft: true },
    );
    const saved = await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, {
      method: 'PATCH',
      body: partial,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ id: draft.id });
    const bad = {
      ...partial,
      hiringCompany: { ...partial.hiringCompany, url: 'alpha.com' },
      contact: { name: 'X', email: 'x@', phone: '' },
    };
    const pl = await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, {
      method: 'PATCH',
      body: bad,
    });
    expect(pl.status).toBe(400);
    expect(pl.body.error.message).toBe('Formularz zawiera błędy. Popraw je przed zapisaniem szkicu.');
    expect(pl.body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'companyWebsite', message: 'Adres musi zaczynać się od http:// lub https://.' },
        { field: 'contactEmail', message: 'Wpisz poprawny adres e-mail.' },
      ]),
    );
    const en = await call(slugPatch, `/api/v1/offers/${draft.slug}?lang=en&token=${draft.token}`, {
      method: 'PATCH',
      body: bad,
    });
    expect(en.body.error.message).toBe('The form contains errors. Fix them before saving the draft.');
    const loaded = await call(slugGet, `/api/v1/offers/${draft.slug}?token=${draft.token}`);
    expect(loaded.body.title).toBe('Tester aplikacji');
    expect(loaded.body.hiringCompany.url).toBe('');
    expect(loaded.body.workingTime).toBeNull();
  });

  it('panel drafts: the owner gets, updates and summarises; another company gets 404', async () => {
    const draft = await initiate(ownerA.cookie);
    expect(
      (
        await call(draftGet, `/api/v2/employer-panel/drafts/${draft.id}`, {
          params: { id: String(draft.id) },
          headers: asA,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(draftGet, `/api/v2/employer-panel/drafts/${draft.id}`, {
          params: { id: String(draft.id) },
          headers: asB,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(draftGet, `/api/v2/employer-panel/drafts/${draft.id}`, { params: { id: String(draft.id) } })).status,
    ).toBe(401);
    const putB = await call(draftPut, '/x', {
      method: 'PUT',
      params: { id: String(draft.id) },
      headers: asB,
      body: shape(),
    });
    expect(putB.status).toBe(404);
    const incomplete = await call(summariseRoute, '/x', {
      method: 'POST',
      params: { id: String(draft.id) },
      headers: asA,
      body: shape({ requiredSkills: [], jobDescription: '' }),
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'requiredSkills', message: 'Dodaj co najmniej jedną wymaganą umiejętność.' },
        { field: 'jobDescription', message: 'Opis nie może być pusty.' },
      ]),
    );
    const ok = await call(summariseRoute, '/x', {
      method: 'POST',
      params: { id: String(draft.id) },
      headers: asA,
      body: shape(),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await db.select().from(offerDrafts).where(eq(offerDrafts.id, draft.id)))[0]!.state).toBe('summarised');
  });

  it('verifies and publishes with a code: offer written clean, listed at once, redemption recorded once', async () => {
    const draft = await initiate(ownerA.cookie);
    const body = shape();
    await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, { method: 'PATCH', body });
    await insertCode('WELCOME-1', { maxUses: 1 });
    const wrong = await call(verifyRoute, '/x?token=' + draft.token, { params: { slug: draft.slug, code: 'NOPE-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual([{ field: 'code', message: 'Wpisany kod jest niepoprawny.' }]);
    const verified = await call(verifyRoute, `/x?token=${draft.token}`, {
      params: { slug: draft.slug, code: 'welcome-1' },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ code: 'WELCOME-1', kind: 'publish', usesLeft: 1 });
    const extendWrong = await call(verifyRoute, `/x?token=${draft.token}&extend=true`, {
      params: { slug: draft.slug, code: 'WELCOME-1' },
    });
    expect(extendWrong.status).toBe(400);

    const published = await call(publishWithCode, `/x?code=WELCOME-1`, {
      method: 'POST',
      params: { slug: draft.slug },
      body: { token: draft.token },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const [offer] = await db.select().from(offers).where(eq(offers.id, published.body.offerId));
    expect(offer).toMatchObject({ status: 'published', companyId: companyA, planKey: 't-pro', seniority: 'mid' });
    expect(offer!.expiresAt!.getTime() - offer!.publishedAt!.getTime()).toBe(30 * 86_400_000);
    expect(offer!.body).not.toMatch(/script|onerror|onclick|iframe|javascript:/i);
    expect(offer!.body).toContain('Hello');
    expect(offer!.applyEmail).toBe('jobs@alpha.example.com');
    expect(offer!.cityIds).toEqual([warsaw!.id]);
    expect(offer!.skillIds).toEqual([skillRows[0]!.id, skillRows[1]!.id]);
    // In the list's next request, by keyword and by city; the public page answers it.
    const keyword = body.title.split(' ').at(-1)!;
    expect(await listSlugs(`keywords[]=${keyword}`)).toEqual([offer!.slug]);
    expect(await listSlugs(`keywords[]=${keyword}&cities[]=warszawa`)).toEqual([offer!.slug]);
    expect((await call(slugGet, `/api/v1/offers/${offer!.slug}`, { params: { slug: offer!.slug } })).status).toBe(200);

    const redemptions = await db.select().from(promoCodeRedemptions).where(eq(promoCodeRedemptions.offerId, offer!.id));
    expect(redemptions).toHaveLength(1);
    expect((await db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME-1')))[0]!.uses).toBe(1);
    // Publishing the same draft again does nothing more.
    const again = await call(publishWithCode, `/x?code=WELCOME-1`, {
      method: 'POST',
      params: { slug: offer!.slug },
      body: { token: draft.token },
    });
    expect(again.status).toBe(409);
    expect(
      await db.select().from(promoCodeRedemptions).where(eq(promoCodeRedemptions.offerId, offer!.id)),
    ).toHaveLength(1);
  });

  it('two concurrent publishes with a one-use code: exactly one succeeds', async () => {
    await insertCode('ONCE-ONLY', { maxUses: 1 });
    const drafts = [await initiate(ownerA.cookie), await initiate(ownerA.cookie)];
    for (const d of drafts)
      await call(slugPatch, `/api/v1/offers/${d.slug}?token=${d.token}`, { method: 'PATCH', body: shape() });
    const results = await Promise.all(
      drafts.map((d) =>
        call(publishWithCode, `/x?code=ONCE-ONLY`, {
          method: 'POST',
          params: { slug: d.slug },
          body: { token: d.token },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.fields).toEqual([
      { field: 'code', message: 'Ten kod został już wykorzystany.' },
    ]);
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE-ONLY'));
    expect(code!.uses).toBe(1);
    expect(await db.select().from(promoCodeRedemptions).where(eq(promoCodeRedemptions.codeId, code!.id))).toHaveLength(
      1,
    );
    // The loser's draft is still a draft (no offer).
    const loser = drafts[results.findIndex((r) => r.status === 409)]!;
    expect((await db.select().from(offerDrafts).where(eq(offerDrafts.id, loser.id)))[0]).toMatchObject({
      offerId: null,
      state: 'workInProgress',
    });
  });

  it('codes keep to their plan, company and validity window', async () => {
    const draft = await initiate(ownerA.cookie);
    await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, { method: 'PATCH', body: shape() });
    const now = Date.now();
    await insertCode('OTHER-PLAN', { planKey: 'premium' });
    await insertCode('OTHER-CO', { companyId: companyB });
    await insertCode('EXPIRED-1', { validUntil: new Date(now - 1000) });
    await insertCode('LATER-1', { validFrom: new Date(now + 86_400_000) });
    const check = async (code: string) =>
      (await call(verifyRoute, `/x?lang=en&token=${draft.token}`, { params: { slug: draft.slug, code } })).body.error
        ?.fields?.[0]?.message;
    expect(await check('OTHER-PLAN')).toBe('This code is for another plan.');
    expect(await check('OTHER-CO')).toBe('The code you entered is incorrect.');
    expect(await check('EXPIRED-1')).toBe('This code has expired.');
    expect(await check('LATER-1')).toBe('This code has expired.');
    expect(await check('bad code!')).toBe('The code you entered is incorrect.');
  });

  it('enforces plan limits on the server with field errors', async () => {
    const draft = await initiate(ownerA.cookie, 't-basic');
    const twoCities = shape({
      type: 't-basic',
      jobPositionExperience: 'senior',
      locations: [
        { city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: null, longitude: null },
        { city: 'Kraków', street: 'Rynek 1', countryCode: 'PL', latitude: null, longitude: null },
      ],
    });
    const res = await call(summariseRoute, '/x?lang=en', {
      method: 'POST',
      params: { id: String(draft.id) },
      headers: asA,
      body: twoCities,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'locations', message: 'Your plan allows fewer locations: remove the extra ones.' },
        { field: 'jobPositionExperience', message: 'This experience level is not available in your plan.' },
        { field: 'jobSubcategory', message: 'This category is not available in your plan.' },
      ]),
    );
    // Drafts are refused the same way (the limit is a rule, not a missing value).
    const asDraft = await call(draftPut, '/x', {
      method: 'PUT',
      params: { id: String(draft.id) },
      headers: asA,
      body: twoCities,
    });
    expect(asDraft.status).toBe(400);
  });

  it('geocodes from the city dictionary; an unknown address is the ZERO_RESULTS message', async () => {
    const found = await geocode(db, { city: 'warszawa', street: 'Prosta 1', countryCode: 'PL' }, undefined);
    expect(found).toMatchObject({
      latitude: warsaw!.latitude,
      longitude: warsaw!.longitude,
      precision: 'locality',
      place: { cityId: warsaw!.id },
    });
    expect(await geocode(db, { city: 'Atlantyda', street: '', countryCode: 'PL' }, undefined)).toBeNull();
    const draft = await initiate(ownerA.cookie);
    const res = await call(summariseRoute, '/x', {
      method: 'POST',
      params: { id: String(draft.id) },
      headers: asA,
      body: shape(),
    });
    expect(res.status).toBe(200);
    await call(draftPut, '/x', {
      method: 'PUT',
      params: { id: String(draft.id) },
      headers: asA,
      body: shape({
        locations: [{ city: 'Atlantyda', street: 'Zatopiona 1', countryCode: 'PL', latitude: null, longitude: null }],
      }),
    });
    await expect(materializeDraft(db, draft.id, { status: 'pending_payment', userId: null })).rejects.toMatchObject({
      fields: [{ field: 'locations.0.city', message: 'offerForm:addressNotFound' }],
    });
  });

  it('GEOCODER_URL switches to a Nominatim-compatible service', async () => {
    const seen: URL[] = [];
    msw.use(
      http.get('https://geo.example.test/search', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        return HttpResponse.json(url.searchParams.get('street') === 'Nowhere 0' ? [] : [{ lat: '52.1', lon: '20.9' }]);
      }),
    );
    const url = 'https://geo.example.test';
    expect(await geocode(db, { city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL' }, url)).toMatchObject({
      latitude: 52.1,
      longitude: 20.9,
      precision: 'street',
      place: { cityId: warsaw!.id },
    });
    expect(seen[0]!.searchParams.get('format')).toBe('jsonv2');
    expect(seen[0]!.searchParams.get('countrycodes')).toBe('pl');
    expect(await geocode(db, { city: 'Warszawa', street: 'Nowhere 0', countryCode: 'PL' }, url)).toBeNull();
  });

  it('materializeDraft makes a pending_payment offer the payments flow publishes later', async () => {
    const draft = await initiate(ownerA.cookie);
    await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, { method: 'PATCH', body: shape() });
    const offerId = await materializeDraft(db, draft.id, { status: 'pending_payment', userId: ownerA.userId });
    const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
    expect(row).toMatchObject({ status: 'pending_payment', publishedAt: null });
    expect(await listSlugs(`keywords[]=${row!.title.split(' ').at(-1)}`)).toEqual([]);
    await expect(materializeDraft(db, draft.id, { status: 'pending_payment', userId: null })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    // An anonymous draft has no company to publish for.
    const anonymous = await initiate();
    await expect(materializeDraft(db, anonymous.id, { status: 'published', userId: null })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('the company gets and updates its offer by id or slug; another company gets 404', async () => {
    const { offer } = await publishedOffer();
    const byId = await call(panelOfferGet, '/x', { params: { idOrSlug: String(offer.id) }, headers: asA });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      id: offer.id,
      slug: offer.slug,
      status: 'published',
      isOfferActive: true,
      mode: 'edit',
    });
    expect(byId.body.contact.email).toBe('anna@alpha.example.com');
    expect((await call(panelOfferGet, '/x', { params: { idOrSlug: offer.slug }, headers: asA })).status).toBe(200);
    expect((await call(panelOfferGet, '/x', { params: { idOrSlug: offer.slug }, headers: asB })).status).toBe(404);
    const changed = shape({ primarySalary: { employmentType: 'b2b', from: '31000', to: '33000', salaryType: '' } });
    expect(
      (
        await call(panelOfferPut, '/x', {
          method: 'PUT',
          params: { idOrSlug: String(offer.id) },
          headers: asB,
          body: changed,
        })
      ).status,
    ).toBe(404);
    const put = await call(panelOfferPut, '/x', {
      method: 'PUT',
      params: { idOrSlug: String(offer.id) },
      headers: asA,
      body: changed,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const [after] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(after).toMatchObject({ status: 'published', slug: offer.slug, salaryPlnMin: 31000 });
    expect(after!.expiresAt).toEqual(offer.expiresAt);
  });

  it('multipart full update: a logo that is not an image is refused and nothing is stored', async () => {
    const { offer } = await publishedOffer();
    /** The multipart body goes as bytes (callRoute sends text). */
    const patch = async (logo: Blob, name: string, cookie = ownerA.cookie) => {
      const form = new FormData();
      form.set('offer', JSON.stringify(shape({ jobPositionName: 'Zmieniona nazwa stanowiska' })));
      form.set('company_logo', logo, name);
      const encoded = new Response(form);
      const request = new NextRequest(`http://it.localhost/api/v1/offers/${offer.slug}`, {
        method: 'PATCH',
        headers: { host: 'it.localhost', cookie, 'content-type': encoded.headers.get('content-type')! },
        body: new Uint8Array(await encoded.arrayBuffer()),
      });
      const res = await slugPatch(request, { params: Promise.resolve({ slug: offer.slug }) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    const before = (await db.select().from(companies).where(eq(companies.id, companyA)))[0]!.logoKey;
    const html = await patch(new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }), 'logo.png');
    expect(html.status).toBe(400);
    expect(html.body.error.fields).toEqual([
      { field: 'companyLogo', message: 'Nieprawidłowy format: wybierz obraz JPG, JPEG lub PNG.' },
    ]);
    expect((await db.select().from(companies).where(eq(companies.id, companyA)))[0]!.logoKey).toBe(before);
    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.title).toBe(offer.title);
    expect((await patch(new Blob(['x']), 'logo.png', ownerB.cookie)).status).toBe(404);
    // A recruiter edits the offer but not the company's logo (decision 0043): 403, nothing changes.
    const recruiterA = await createEmployer(db, it_, [{ companyId: companyA, right: 'recruiter' }]);
    const pngBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const byRecruiter = await patch(new Blob([new Uint8Array(pngBytes)]), 'logo.png', recruiterA.cookie);
    expect(byRecruiter.status).toBe(403);
    expect(byRecruiter.body.error.fields).toEqual([
      { field: 'companyLogo', message: expect.stringContaining('właściciel lub administrator') },
    ]);
    expect((await db.select().from(companies).where(eq(companies.id, companyA)))[0]!.logoKey).toBe(before);
    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.title).toBe(offer.title);

    // A real PNG is stored as the company's logo, with the offer's new content.
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const ok = await patch(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Logo.PNG');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const key = (await db.select().from(companies).where(eq(companies.id, companyA)))[0]!.logoKey!;
    expect(key).not.toBe(before);
    // Re-encoded as the company page's logos are: a full PNG and the card's thumbnail beside it.
    expect((await sharp(Buffer.from((await getStorage().get(key))!)).metadata()).format).toBe('png');
    expect(await getStorage().get(key.replace(/\.png$/, '-thumb.png'))).toBeTruthy();
    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.title).toBe(
      'Zmieniona nazwa stanowiska',
    );
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyA), eq(auditLog.subjectId, String(offer.id))));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['offer.published_with_code', 'offer.updated']));
  });

  it("a logo chosen in the form is stored as the company's at once, so the draft keeps it", async () => {
    /** POST /api/v1/offers/{slug}/logo as multipart bytes. */
    const upload = async (slug: string, query: string, logo: Blob, cookie?: string) => {
      const form = new FormData();
      form.set('company_logo', logo, 'logo.png');
      const encoded = new Response(form);
      const request = new NextRequest(`http://it.localhost/api/v1/offers/${slug}/logo${query}`, {
        method: 'POST',
        headers: {
          host: 'it.localhost',
          origin: 'http://it.localhost',
          'content-type': encoded.headers.get('content-type')!,
          ...(cookie ? { cookie } : {}),
        },
        body: new Uint8Array(await encoded.arrayBuffer()),
      });
      const res = await logoRoute(request, { params: Promise.resolve({ slug }) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#993366' } })
      .png()
      .toBuffer();
    const logoKeyOf = async (id: number) =>
      (await db.select({ k: companies.logoKey }).from(companies).where(eq(companies.id, id)))[0]!.k;

    // The link alone does not change company data (decision 0043): its bearer gets 403, nothing stored;
    // so does a recruiter of the company, with the link or from the panel.
    const draft = await initiate(ownerB.cookie);
    const before = await logoKeyOf(companyB);
    const recruiterB = await createEmployer(db, it_, [{ companyId: companyB, right: 'recruiter' }]);
    for (const [query, cookie] of [
      [`?token=${draft.token}`, undefined],
      [`?token=${draft.token}`, recruiterB.cookie],
      ['', recruiterB.cookie],
    ] as const) {
      const refused = await upload(draft.slug, query, new Blob([new Uint8Array(png)]), cookie);
      expect(refused.status, `${query} ${cookie ? 'recruiter' : 'bearer'}`).toBe(403);
      expect(refused.body.error.fields[0].field).toBe('companyLogo');
    }
    // Another company's owner holding the link: the draft is not theirs (404, as for any foreign session).
    expect(
      (await upload(draft.slug, `?token=${draft.token}`, new Blob([new Uint8Array(png)]), ownerA.cookie)).status,
    ).toBe(404);
    expect(await logoKeyOf(companyB)).toBe(before);
    // An owner of the draft's company with its link stores it; the answer is the company's logo address, versioned.
    const stored = await upload(draft.slug, `?token=${draft.token}`, new Blob([new Uint8Array(png)]), ownerB.cookie);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.thumbUrl).toMatch(/^\/api\/v1\/companies\/[^/]+\/logo\?v=\w+$/);
    const key = await logoKeyOf(companyB);
    expect(key).not.toBe(before);
    expect((await sharp(Buffer.from((await getStorage().get(key!))!)).metadata()).width).toBe(20);
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyB), eq(auditLog.subjectType, 'company')));
    expect(audit.map((a) => a.action)).toContain('company.data_updated');

    // Not an image: the form's message, nothing stored.
    const bad = await upload(
      draft.slug,
      `?token=${draft.token}`,
      new Blob(['<svg onload="alert(1)"/>']),
      ownerB.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([
      { field: 'companyLogo', message: 'Nieprawidłowy format: wybierz obraz JPG, JPEG lub PNG.' },
    ]);
    expect(await logoKeyOf(companyB)).toBe(key);

    // A wrong token is 404; another company's session cannot reach the draft; a visitor is 401.
    expect((await upload(draft.slug, '?token=wrong', new Blob([new Uint8Array(png)]))).status).toBe(404);
    expect((await upload(draft.slug, '', new Blob([new Uint8Array(png)]), ownerA.cookie)).status).toBe(404);
    expect((await upload(draft.slug, '', new Blob([new Uint8Array(png)]))).status).toBe(401);
    expect(await logoKeyOf(companyB)).toBe(key);

    // The draft's company without the token (a draft the panel opened) stores it too.
    const wider = await sharp({ create: { width: 30, height: 10, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    const byPanel = await upload(draft.slug, '', new Blob([new Uint8Array(wider)]), ownerB.cookie);
    expect(byPanel.status, JSON.stringify(byPanel.body)).toBe(200);
    const panelKey = await logoKeyOf(companyB);
    expect((await sharp(Buffer.from((await getStorage().get(panelKey!))!)).metadata()).width).toBe(30);

    // A draft started without an account has no company to hold a logo yet.
    const anonymous = await initiate();
    const refused = await upload(anonymous.slug, `?token=${anonymous.token}`, new Blob([new Uint8Array(png)]));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].field).toBe('companyLogo');
  });

  it('the payment step: the draft becomes one offer waiting for payment, which the payment request charges', async () => {
    const draft = await initiate(ownerA.cookie);
    const saved = await call(slugPatch, `/api/v1/offers/${draft.slug}?token=${draft.token}`, {
      method: 'PATCH',
      body: { ...shape(), planKey: 't-pro' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Another company's session cannot reach the draft by id; a wrong token is 404.
    expect(
      (
        await call(paymentOfferById, `/api/v2/employer-panel/drafts/${draft.id}/payment-offer`, {
          method: 'POST',
          params: { id: String(draft.id) },
          headers: { cookie: ownerB.cookie },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(paymentOfferByToken, `/api/v1/offers/${draft.slug}/payment-offer?token=nope`, { method: 'POST' }))
        .status,
    ).toBe(404);

    const first = await call(paymentOfferByToken, `/api/v1/offers/${draft.slug}/payment-offer?token=${draft.token}`, {
      method: 'POST',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ offer_type: 't-pro', extend: false });
    const [waiting] = await db.select().from(offers).where(eq(offers.id, first.body.offer_id));
    expect(waiting!.status).toBe('pending_payment');
    expect(await listSlugs(`keyword=${encodeURIComponent(waiting!.title)}`)).not.toContain(waiting!.slug);

    // Asked again (a failed payment tried once more): the same offer, by the panel's draft id too.
    const again = await call(paymentOfferById, `/api/v2/employer-panel/drafts/${draft.id}/payment-offer`, {
      method: 'POST',
      params: { id: String(draft.id) },
      headers: { cookie: ownerA.cookie },
    });
    expect(again.body.offer_id).toBe(first.body.offer_id);
    expect(await db.select().from(offers).where(eq(offers.title, waiting!.title))).toHaveLength(1);

    // The draft's token pays for that offer and no other.
    const invoice = {
      invoice_company_name: 'Alpha Form sp. z o.o.',
      invoice_tax_id: '5252248481',
      invoice_street: 'Prosta',
      invoice_number: '1',
      invoice_postal_code: '00-001',
      invoice_city: 'Warszawa',
      invoice_country: 'Polska',
      offer_type: 't-pro',
      accepted_regulations: true,
    };
    const other = await publishedOffer();
    const foreign = await call(paymentsRoute, '/api/v1/payments', {
      method: 'POST',
      body: { ...invoice, offer_id: other.offer.id, token: draft.token },
    });
    expect(foreign.status).toBe(403);
    const paid = await call(paymentsRoute, '/api/v1/payments', {
      method: 'POST',
      body: { ...invoice, offer_id: first.body.offer_id, token: draft.token },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment_request_url).toMatch(/^http/);
  });

  it('finish recruitment (active only), then delete (inactive only); the end info follows', async () => {
    const { offer } = await publishedOffer();
    const end = await call(offerEndRoute, '/x', { params: { slug: offer.slug }, headers: asA });
    expect(end.body).toMatchObject({ isOfferActive: true, canFinish: true, canDelete: false, daysLeft: 30 });
    expect((await call(offerEndRoute, '/x', { params: { slug: offer.slug }, headers: asB })).status).toBe(404);
    const deleteActive = await call(deleteRoute, '/x?lang=en', {
      method: 'DELETE',
      params: { slug: offer.slug },
      headers: asA,
    });
    expect(deleteActive.status).toBe(409);
    expect(deleteActive.body.error.message).toBe('Only an inactive offer can be deleted.');
    expect((await call(finishRoute, '/x', { method: 'POST', params: { slug: offer.slug }, headers: asB })).status).toBe(
      404,
    );
    const finished = await call(finishRoute, '/x', { method: 'POST', params: { slug: offer.slug }, headers: asA });
    expect(finished.status).toBe(200);
    expect(await listSlugs(`keywords[]=${offer.title.split(' ').at(-1)}`)).toEqual([]);
    expect((await call(finishRoute, '/x', { method: 'POST', params: { slug: offer.slug }, headers: asA })).status).toBe(
      409,
    );
    expect(
      (await call(deleteRoute, '/x', { method: 'DELETE', params: { slug: offer.slug }, headers: asB })).status,
    ).toBe(404);
    expect(
      (await call(deleteRoute, '/x', { method: 'DELETE', params: { slug: offer.slug }, headers: asA })).status,
    ).toBe(204);
    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.status).toBe('deleted');
  });

  it('modes: duplicate makes a new offer, refresh publishes a finished one again, extend moves the end', async () => {
    const { offer } = await publishedOffer();
    const start = async (mode: string, idOrSlug = offer.slug, headers = asA) =>
      call(startDraftRoute, '/x', { method: 'POST', params: { idOrSlug }, headers, body: { mode } });
    expect((await start('duplicate', offer.slug, asB)).status).toBe(404);

    const dup = (await start('duplicate')).body as { id: number; slug: string; token: string };
    const loaded = await call(slugGet, `/x?token=${dup.token}`, { params: { slug: dup.slug } });
    expect(loaded.body).toMatchObject({ mode: 'duplicate', title: offer.title, offerId: null });
    await insertCode('DUP-1');
    const dupRes = await call(publishWithCode, '/x?code=DUP-1', {
      method: 'POST',
      params: { slug: dup.slug },
      body: { token: dup.token },
    });
    expect(dupRes.status, JSON.stringify(dupRes.body)).toBe(200);
    expect(dupRes.body.offerId).not.toBe(offer.id);

    // Extend: a published offer's end moves by the plan's duration.
    const ext = (await start('extend')).body as { slug: string; token: string };
    await insertCode('EXT-1', { kind: 'extend' });
    const verified = await call(verifyRoute, `/x?token=${ext.token}&extend=true`, {
      params: { slug: ext.slug, code: 'EXT-1' },
    });
    expect(verified.status).toBe(200);
    const extended = await call(extendWithCode, '/x?code=EXT-1', {
      method: 'POST',
      params: { slug: ext.slug },
      body: { token: ext.token },
    });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    const [afterExtend] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(afterExtend!.expiresAt!.getTime()).toBe(offer.expiresAt!.getTime() + 30 * 86_400_000);

    // Refresh: only once the offer has ended; then published again as new.
    expect((await start('refresh')).status).toBe(409);
    await call(finishRoute, '/x', { method: 'POST', params: { slug: offer.slug }, headers: asA });
    const refresh = (await start('refresh')).body as { slug: string; token: string };
    await insertCode('REF-1');
    const refreshed = await call(publishWithCode, '/x?code=REF-1', {
      method: 'POST',
      params: { slug: offer.slug },
      body: { token: refresh.token },
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.offerId).toBe(offer.id);
    const [again] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(again!.status).toBe('published');
    expect(await listSlugs(`keywords[]=${offer.title.split(' ').at(-1)}`)).toContain(offer.slug);

    // Edit: a draft of the offer answers by the offer's slug and saves into the draft.
    const edit = (await start('edit')).body as { slug: string; token: string };
    const editLoaded = await call(slugGet, `/x?token=${edit.token}`, { params: { slug: offer.slug } });
    expect(editLoaded.body).toMatchObject({
      mode: 'edit',
      offerId: offer.id,
      status: 'published',
      isOfferActive: true,
    });
  });

  it('a draft opened from the panel (no token) verifies and publishes or extends with a code by the session', async () => {
    const { offer } = await publishedOffer();
    const start = async (mode: string) =>
      (
        await call(startDraftRoute, '/x', {
          method: 'POST',
          params: { idOrSlug: offer.slug },
          headers: asA,
          body: { mode },
        })
      ).body as { id: number };
    const dup = await start('duplicate');
    const byId = (extra: Record<string, string> = {}) => ({ id: String(dup.id), ...extra });
    await insertCode('PANEL-1');

    // Only the draft's company: another company's session and no session at all reach nothing.
    const verify = (headers?: Record<string, string>) =>
      call(panelVerifyCode, '/x', { params: byId({ code: 'PANEL-1' }), ...(headers ? { headers } : {}) });
    expect((await verify(asB)).status).toBe(404);
    expect((await verify()).status).toBe(401);
    const verified = await verify(asA);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ code: 'PANEL-1', kind: 'publish', usesLeft: 1 });
    const wrong = await call(panelVerifyCode, '/x?lang=en', { params: byId({ code: 'NOPE-1' }), headers: asA });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields[0].field).toBe('code');

    const publish = (headers?: Record<string, string>) =>
      call(panelPublishWithCode, '/x?code=PANEL-1', {
        method: 'POST',
        params: byId(),
        ...(headers ? { headers } : {}),
      });
    expect((await publish(asB)).status).toBe(404);
    const published = await publish(asA);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.offerId).not.toBe(offer.id);
    const [copy] = await db.select().from(offers).where(eq(offers.id, published.body.offerId));
    expect(copy).toMatchObject({ status: 'published', title: offer.title, companyId: companyA });
    expect((await publish(asA)).status).toBe(409);

    // An extend draft opened from the panel: the extend code moves the offer's end.
    const ext = await start('extend');
    await insertCode('PANEL-EXT', { kind: 'extend' });
    const extVerified = await call(panelVerifyCode, '/x?extend=true', {
      params: { id: String(ext.id), code: 'PANEL-EXT' },
      headers: asA,
    });
    expect(extVerified.status, JSON.stringify(extVerified.body)).toBe(200);
    const extended = await call(panelExtendWithCode, '/x?code=PANEL-EXT', {
      method: 'POST',
      params: { id: String(ext.id) },
      headers: asA,
    });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    const [after] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(after!.expiresAt!.getTime()).toBe(offer.expiresAt!.getTime() + 30 * 86_400_000);
  });

  it('admin import: only a listed admin on a board with the flag; same validation', async () => {
    const body = { offer: { ...shape(), planKey: 't-pro' } };
    const refused = await call(importRoute, '/x', { method: 'POST', headers: asA, body });
    expect(refused.status).toBe(403);
    getEnv().OFFER_IMPORT_ADMIN_EMAILS = ` ${ownerA.email.toUpperCase()} , someone@example.com`;
    try {
      const invalid = await call(importRoute, '/x', {
        method: 'POST',
        headers: asA,
        body: { offer: { ...body.offer, title: 'X' } },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.fields).toEqual(
        expect.arrayContaining([{ field: 'jobPositionName', message: 'Wpisz co najmniej 5 znaków.' }]),
      );
      const ok = await call(importRoute, '/x', { method: 'POST', headers: asA, body });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      const [row] = await db.select().from(offers).where(eq(offers.id, ok.body.offerId));
      expect(row).toMatchObject({ status: 'published', companyId: companyA });
      expect((await call(importRoute, '/x', { method: 'POST', headers: asB, body })).status).toBe(403);
    } finally {
      getEnv().OFFER_IMPORT_ADMIN_EMAILS = '';
    }
  });

  it('answers employment types with their salary types and the form inputs', async () => {
    const types = await call(employmentTypesRoute, '/api/v1/employment-types?lang=en');
    expect(types.body).toEqual(
      expect.arrayContaining([
        { key: 'b2b', label: expect.any(String), salary: { types: ['net'] } },
        { key: 'any', label: expect.any(String), salary: { types: ['net', 'gross'] } },
      ]),
    );
    const inputs = await call(formInputsRoute, '/api/v1/offers/form-inputs-data');
    expect(inputs.body).toMatchObject({
      companySizes: ['1-10', '11-25', '26-50', '51-100', '101-500', '501+'],
      languageLevels: expect.arrayContaining([{ value: 'b2', label: 'B2' }]),
      cities: expect.arrayContaining([expect.objectContaining({ slug: 'warszawa', mapCenter: expect.any(Object) })]),
    });
    void leafMain;
  });
});
