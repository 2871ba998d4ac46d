import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as companyGet } from '@/app/api/v1/company/route';
import { POST as companyDataPost } from '@/app/api/v1/company/company_data/route';
import { GET as logoGet } from '@/app/api/v1/companies/[slug]/logo/route';
import { PATCH as profilePatch } from '@/app/api/v1/profiles/me/route';
import { PATCH as billingPatch } from '@/app/api/v2/employer-panel/company/billing-data/route';
import { PATCH as clausesPatch } from '@/app/api/v2/employer-panel/company/clauses/route';
import { GET as profileGet } from '@/app/api/v2/employer-panel/profiles/me/route';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { auditLog, companies, users } from '@/lib/db/schema';
import { installStorage, LocalStorage } from '@/lib/storage/storage';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { pdfFile } from '@/tests/factories/files';
import { insertTenant } from '@/tests/factories/tenant';
import { callRoute, type Route } from '@/tests/http';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
const root = mkdtempSync(path.join(tmpdir(), 'wakat-company-'));
installStorage(new LocalStorage(root));
await insertTenant(db, 'it', undefined, true);
const tenant = await resolveTenant('it.localhost', db);
const companyA = await insertCompany(db, tenant.id, 'Alpha Soft');
const companyB = await insertCompany(db, tenant.id, 'Beta Data');

const ownerA = await createEmployer(db, tenant, [{ companyId: companyA, right: 'owner' }]);
const adminA = await createEmployer(db, tenant, [{ companyId: companyA, right: 'admin' }]);
const recruiterA = await createEmployer(db, tenant, [{ companyId: companyA, right: 'recruiter' }]);
const ownerB = await createEmployer(db, tenant, [{ companyId: companyB, right: 'owner' }]);
const candidate = await createCandidate(db, tenant);

const CLAUSE =
  'Administratorem Twoich danych osobowych jest Alpha Soft sp. z o.o. z siedzibą w Warszawie, ul. Prosta 1. ' +
  'Dane przetwarzamy w celu rekrutacji.';
const CONSENT = 'Zgadzam się na przetwarzanie moich danych przez {company} w przyszłych rekrutacjach.';
const BILLING = {
  companyName: 'Alpha Soft sp. z o.o.',
  street: 'Prosta',
  number: '1/2',
  postalCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
  taxId: '123-456-32-18',
};

const as = (who: { cookie: string } | null, extra: Record<string, string> = {}) => ({
  headers: { ...(who ? { cookie: who.cookie } : {}), ...extra },
});

async function companyRow(id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

const auditOf = (companyId: number, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

/** POSTs multipart company data as a browser form would. */
async function postCompanyData(
  who: { cookie: string } | null,
  fields: Record<string, string>,
  logo?: [Uint8Array, string],
  lang = 'en',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (logo) form.set('logo', new Blob([logo[0] as BlobPart]), logo[1]);
  const request = new NextRequest(`http://it.localhost/api/v1/company/company_data?lang=${lang}`, {
    method: 'POST',
    headers: { host: 'it.localhost', origin: 'http://it.localhost', ...(who ? { cookie: who.cookie } : {}) },
    body: form,
  });
  const res = await companyDataPost(request);
  return { status: res.status, body: await res.json() };
}

const logoPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

const DATA = { name: 'Alpha Soft', size: '26-50', website: 'https://alpha.example.com' };

describe('who may call (rights matrix)', () => {
  const json = (body: unknown) => ({ method: 'PATCH', body });
  it.each([
    ['recruiter', recruiterA, { profile: 200, company: 200, data: 403, billing: 403, clauses: 403 }],
    ['admin', adminA, { profile: 200, company: 200, data: 200, billing: 200, clauses: 200 }],
    ['owner', ownerA, { profile: 200, company: 200, data: 200, billing: 200, clauses: 200 }],
    ['candidate', candidate, { profile: 403, company: 403, data: 403, billing: 403, clauses: 403 }],
    ['nobody', null, { profile: 401, company: 401, data: 401, billing: 401, clauses: 401 }],
  ] as const)('%s', async (_who, who, expected) => {
    const got = {
      profile: (await callRoute(profileGet as Route, '/api/v2/employer-panel/profiles/me', as(who))).status,
      company: (await callRoute(companyGet as Route, '/api/v1/company', as(who))).status,
      data: (await postCompanyData(who, DATA)).status,
      billing: (await callRoute(billingPatch as Route, '/x', { ...as(who), ...json(BILLING) })).status,
      clauses: (
        await callRoute(clausesPatch as Route, '/x', {
          ...as(who),
          ...json({ informationClause: CLAUSE, futureConsentEnabled: false, customConsentEnabled: false }),
        })
      ).status,
    };
    expect(got).toEqual(expected);
  });
});

describe('profile', () => {
  it('answers the member their own profile, active company and right', async () => {
    const res = await callRoute(profileGet as Route, '/api/v2/employer-panel/profiles/me', as(recruiterA));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: recruiterA.userId,
      email: recruiterA.email,
      phone: '',
      right: 'recruiter',
      company: { id: companyA, name: expect.any(String) },
      companies: [{ id: companyA, right: 'recruiter' }],
    });
  });

  it('changes only the caller’s name and phone; bad values change nothing', async () => {
    const ok = await callRoute(profilePatch as Route, '/api/v1/profiles/me', {
      ...as(adminA),
      method: 'PATCH',
      body: { name: '  Anna Nowak ', phone: '+48 600 700 800', email: 'evil@example.com' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Anna Nowak', phone: '+48 600 700 800', email: adminA.email });
    const [owner] = await db.select().from(users).where(eq(users.id, ownerA.userId));
    expect(owner!.name).not.toBe('Anna Nowak');

    const bad = await callRoute(profilePatch as Route, '/api/v1/profiles/me?lang=en', {
      ...as(adminA),
      method: 'PATCH',
      body: { name: 'A', phone: 'call me' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([
      { field: 'name', message: 'Enter at least 2 characters.' },
      { field: 'phone', message: 'Enter a valid phone number, e.g. +48 600 700 800.' },
    ]);
    const [admin] = await db.select().from(users).where(eq(users.id, adminA.userId));
    expect(admin).toMatchObject({ name: 'Anna Nowak', phone: '+48 600 700 800' });

    // Only what is sent changes: a name alone keeps the phone; an empty phone clears it.
    await callRoute(profilePatch as Route, '/api/v1/profiles/me', {
      ...as(adminA),
      method: 'PATCH',
      body: { name: 'Anna Nowak-Kowalska' },
    });
    const cleared = await callRoute(profilePatch as Route, '/api/v1/profiles/me', {
      ...as(adminA),
      method: 'PATCH',
      body: { phone: '' },
    });
    expect(cleared.body).toMatchObject({ name: 'Anna Nowak-Kowalska', phone: '' });
  });
});

describe('company data', () => {
  it('stores name, size, website and a logo re-encoded at two sizes, served by the public logo route', async () => {
    await db
      .update(companies)
      .set({ size: '11-25', websiteUrl: 'https://example.com', logoKey: null })
      .where(eq(companies.id, companyA));
    const res = await postCompanyData(adminA, DATA, [await logoPng(800, 400), 'Logo.PNG']);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: companyA,
      name: 'Alpha Soft',
      size: '26-50',
      website: 'https://alpha.example.com',
      hasUploadedLogo: true,
    });
    const row = await companyRow(companyA);
    expect(row.logoKey).toMatch(/^company-logos\/[0-9a-f]{32}\.png$/);

    const thumb = await (logoGet as Route)(new NextRequest(`http://it.localhost/api/v1/companies/${row.slug}/logo`), {
      params: Promise.resolve({ slug: row.slug }),
    });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
    const thumbMeta = await sharp(await fetchBytes(logoGet as Route, row.slug, '')).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([96, 96]);
    const fullMeta = await sharp(await fetchBytes(logoGet as Route, row.slug, '?size=full')).metadata();
    expect([fullMeta.width, fullMeta.height]).toEqual([512, 256]);

    const [audit] = (await auditOf(companyA, 'company.data_updated')).slice(-1);
    expect(audit).toMatchObject({ actorId: adminA.userId, subjectType: 'company', subjectId: String(companyA) });
    expect(audit!.details).toEqual({
      size: { from: '11-25', to: '26-50' },
      website: { from: 'https://example.com', to: 'https://alpha.example.com' },
      logo: { from: null, to: 'uploaded' },
    });

    // A second logo replaces the first: its files are gone from storage.
    const first = row.logoKey!;
    expect((await postCompanyData(ownerA, DATA, [await logoPng(64, 64), 'logo.jpg.png'])).status).toBe(200);
    const names = readdirSync(path.join(root, 'company-logos'));
    expect(names).not.toContain(path.basename(first));
    expect(names).toHaveLength(2);
  });

  it('keeps the logo when none is sent, and another company’s data is never touched', async () => {
    const before = await companyRow(companyB);
    const res = await postCompanyData(ownerA, { ...DATA, name: 'Alpha Soft S.A.' });
    expect(res.status).toBe(200);
    expect(res.body.hasUploadedLogo).toBe(true);
    expect(await companyRow(companyB)).toEqual(before);
    const other = await postCompanyData(ownerB, { ...DATA, name: 'Beta Data' });
    expect(other.body.id).toBe(companyB);
    expect((await companyRow(companyA)).name).toBe('Alpha Soft S.A.');
  });

  it.each([
    [{ website: 'alpha.example.com' }, 'website', 'The address must start with http:// or https://.'],
    [{ website: 'https://alpha example.com' }, 'website', 'The address must not contain spaces.'],
    [{ size: '10-20' }, 'size', expect.stringContaining('1-10')],
    [{ name: '' }, 'name', 'This field is required.'],
  ])('refuses %j with a field error and changes nothing', async (change, field, message) => {
    const before = await companyRow(companyA);
    const res = await postCompanyData(ownerA, { ...DATA, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ field, message }]);
    expect(await companyRow(companyA)).toEqual(before);
  });

  it.each([
    [() => Promise.resolve(pdfFile()), 'logo.png', 415, 'Invalid format: choose a JPG, JPEG or PNG image.'],
    [() => logoPng(10, 10), 'logo.gif', 415, 'Invalid format: choose a JPG, JPEG or PNG image.'],
    [
      () => Promise.resolve(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
      'logo.png',
      422,
      'The image is empty or corrupted. Choose another file.',
    ],
    [
      () => Promise.resolve(new Uint8Array(5_242_881).fill(0xff)),
      'logo.jpg',
      413,
      'The image is too large: the limit is 5 MB.',
    ],
  ])('refuses a bad logo (%#) by its content, with nothing stored', async (bytes, name, status, message) => {
    const before = await companyRow(companyA);
    const files = readdirSync(path.join(root, 'company-logos')).length;
    const res = await postCompanyData(ownerA, DATA, [await bytes(), name]);
    expect(res.status).toBe(status);
    expect(res.body.error.fields).toEqual([{ field: 'logo', message }]);
    expect(await companyRow(companyA)).toEqual(before);
    expect(readdirSync(path.join(root, 'company-logos'))).toHaveLength(files);
  });

  it('answers in Polish', async () => {
    const res = await postCompanyData(ownerA, { ...DATA, website: 'alpha.pl' }, undefined, 'pl');
    expect(res.body.error.fields[0].message).toBe('Adres musi zaczynać się od http:// lub https://.');
  });
});

async function fetchBytes(route: Route, slug: string, query: string) {
  const res = await route(new NextRequest(`http://it.localhost/api/v1/companies/${slug}/logo${query}`), {
    params: Promise.resolve({ slug }),
  });
  return Buffer.from(await res.arrayBuffer());
}

describe('billing data', () => {
  const patch = (who: { cookie: string }, body: unknown, lang = 'en') =>
    callRoute(billingPatch as Route, `/api/v2/employer-panel/company/billing-data?lang=${lang}`, {
      ...as(who),
      method: 'PATCH',
      body,
    });

  it('refuses a bad NIP and changes nothing, then stores a good one normalised, audited', async () => {
    await db.update(companies).set({ billingData: null }).where(eq(companies.id, companyA));
    const audits = (await auditOf(companyA, 'company.billing_data_updated')).length;
    const bad = await patch(ownerA, { ...BILLING, taxId: '123-456-32-17' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'taxId', message: 'This NIP is not valid: check its digits.' }],
    });
    expect((await companyRow(companyA)).billingData).toBeNull();
    expect(await auditOf(companyA, 'company.billing_data_updated')).toHaveLength(audits);

    const pl = await patch(ownerA, { ...BILLING, postalCode: '00950' }, 'pl');
    expect(pl.body.error.fields).toEqual([
      { field: 'postalCode', message: 'Wpisz kod pocztowy w formacie NN-NNN, np. 00-950.' },
    ]);

    const ok = await patch(ownerA, BILLING);
    expect(ok.status).toBe(200);
    expect(ok.body.billingData).toEqual({ ...BILLING, taxId: '1234563218' });
    const [audit] = (await auditOf(companyA, 'company.billing_data_updated')).slice(-1);
    expect(audit).toMatchObject({ actorId: ownerA.userId, companyId: companyA });
    expect(audit!.details).toMatchObject({
      taxId: { from: null, to: '1234563218' },
      city: { from: null, to: 'Warszawa' },
    });

    const eu = await patch(adminA, { ...BILLING, country: 'DE', postalCode: '10115', taxId: '123456789' });
    expect(eu.status).toBe(200);
    expect(eu.body.billingData).toMatchObject({ country: 'DE', taxId: 'DE123456789' });
    const [last] = (await auditOf(companyA, 'company.billing_data_updated')).slice(-1);
    expect(last!.details).toEqual({
      country: { from: 'PL', to: 'DE' },
      postalCode: { from: '00-950', to: '10115' },
      taxId: { from: '1234563218', to: 'DE123456789' },
    });
  });

  it('is shown only to those who may change it, and never to another company', async () => {
    const recruiter = await callRoute(companyGet as Route, '/api/v1/company', as(recruiterA));
    expect(recruiter.body).not.toHaveProperty('billingData');
    expect(recruiter.body.canEdit).toEqual({
      companyData: false,
      billingData: false,
      clauses: false,
      recruiterAccess: false,
    });
    const other = await callRoute(companyGet as Route, '/api/v1/company', as(ownerB));
    expect(other.body).toMatchObject({ id: companyB, billingData: null });
    expect(JSON.stringify(other.body)).not.toContain('Alpha');
  });

  it('refuses a recruiter and leaves the data as it was', async () => {
    const before = await companyRow(companyA);
    const res = await patch(recruiterA, { ...BILLING, city: 'Kraków' });
    expect(res.status).toBe(403);
    expect((await companyRow(companyA)).billingData).toEqual(before.billingData);
  });
});

describe('clauses', () => {
  const patch = (who: { cookie: string }, body: unknown) =>
    callRoute(clausesPatch as Route, '/api/v2/employer-panel/company/clauses?lang=en', {
      ...as(who),
      method: 'PATCH',
      body,
    });
  const good = {
    informationClause: CLAUSE,
    futureConsentEnabled: true,
    futureConsent: CONSENT,
    customConsentEnabled: false,
    customConsent: '',
  };

  it('refuses each rule with its field and message, then saves and audits the good texts', async () => {
    const start = { ...good, futureConsentEnabled: false, futureConsent: '' };
    await db.update(companies).set({ clauses: start }).where(eq(companies.id, companyA));
    const bad = await patch(adminA, {
      informationClause: `${CLAUSE} Lorem ipsum.`,
      futureConsentEnabled: true,
      futureConsent: 'Zgadzam się na przetwarzanie moich danych w przyszłych rekrutacjach.',
      customConsentEnabled: true,
      customConsent: 'Zgoda {company}',
    });
    expect(bad.status).toBe(400);
    const before = (await companyRow(companyA)).clauses;
    expect(bad.body.error.fields).toEqual([
      { field: 'informationClause', message: expect.stringContaining('template placeholder') },
      { field: 'futureConsent', message: expect.stringContaining('{company}') },
      { field: 'customConsent', message: 'Enter at least 20 characters.' },
    ]);
    expect(before).toEqual(start);

    const ok = await patch(adminA, good);
    expect(ok.status).toBe(200);
    expect(ok.body.clauses).toEqual(good);
    const [audit] = (await auditOf(companyA, 'company.clauses_updated')).slice(-1);
    expect(audit).toMatchObject({ actorId: adminA.userId });
    expect(audit!.details).toEqual({
      futureConsentEnabled: { from: false, to: true },
      futureConsent: { from: '', to: CONSENT },
    });
    expect((await patch(recruiterA, { ...good, futureConsentEnabled: false })).status).toBe(403);
    expect((await patch(ownerB, { ...good, informationClause: `${CLAUSE} Beta.` })).status).toBe(200);
    expect((await companyRow(companyA)).clauses).toEqual(good);
  });

  it('answers a body that is not an object with a field error, not a 5xx', async () => {
    const res = await patch(ownerA, ['x']);
    expect(res.status).toBe(400);
    const nul = await patch(ownerA, { ...good, informationClause: `${CLAUSE}\u0000` });
    expect(nul.status).toBe(400);
  });
});
