import { and, eq, sql } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { candidatePreferences, categories, cities, offerListings, skills } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { callRoute, type Route } from '@/tests/http';
import { GET as matched } from '../matched-offers/route';
import { GET as read, PUT as write } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 300, seed: 8 });
const { db } = handle;
const itBoard = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);
beforeEach(() => resetRateLimits());

const [itCategory] = await db
  .select()
  .from(categories)
  .where(and(eq(categories.tenantId, itBoard.id), sql`${categories.parentId} is null`, eq(categories.isStatic, false)));
const [bizCategory] = await db.select().from(categories).where(eq(categories.tenantId, biz.id));
const someSkills = await db.select().from(skills).limit(3);
const [warsaw] = await db.select().from(cities).where(eq(cities.slug, 'warszawa'));

const valid = {
  categoryIds: [itCategory!.id],
  skills: [
    { skillId: someSkills[0]!.id, level: 4 },
    { skillId: someSkills[1]!.id, level: 2 },
  ],
  seniorities: ['mid', 'senior'],
  salaryExpectation: 15000,
  salaryCurrency: 'PLN',
  workplaceTypes: ['remote', 'hybrid'],
  cityIds: [warsaw!.id],
  languages: [{ code: 'en', level: 'b2' }],
  mandatory: ['categories'],
};

const pickRequired = (p: typeof valid) => ({
  categoryIds: p.categoryIds,
  seniorities: p.seniorities,
  salaryExpectation: p.salaryExpectation,
  workplaceTypes: p.workplaceTypes,
});

const get = (cookie?: string, query = '', host = 'it.localhost') =>
  callRoute(read as Route, `/api/v2/user-panel/preferences${query}`, { host, headers: cookie ? { cookie } : {} });
const put = (cookie: string | undefined, body: unknown, query = '', originHost = 'it.localhost') =>
  callRoute(write as Route, `/api/v2/user-panel/preferences${query}`, {
    method: 'PUT',
    body,
    headers: { ...(cookie ? { cookie } : {}), origin: `http://${originHost}` },
  });
const matchedFor = (cookie: string, query = '') =>
  callRoute(matched as Route, `/api/v2/user-panel/matched-offers${query}`, { headers: { cookie } });

describe('preferences API', () => {
  it('answers 401 to visitors', async () => {
    expect((await get()).status).toBe(401);
    expect((await put(undefined, valid)).status).toBe(401);
    expect((await callRoute(matched as Route, '/api/v2/user-panel/matched-offers')).status).toBe(401);
  });

  it('starts empty, saves, and computes mandatoryPreferencesFilledIn from categories, seniority, salary and mode', async () => {
    const c = await createCandidate(db, itBoard);
    expect((await get(c.cookie)).body).toMatchObject({
      categoryIds: [],
      salaryCurrency: 'PLN',
      mandatoryPreferencesFilledIn: false,
      updatedAt: null,
    });
    const saved = await put(c.cookie, valid);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...valid, mandatoryPreferencesFilledIn: true });
    expect((await get(c.cookie)).body).toMatchObject({ ...valid, mandatoryPreferencesFilledIn: true });
  });

  it('refuses empty required preferences (categories, seniority, salary, work mode) and keeps what was saved', async () => {
    const c = await createCandidate(db, itBoard);
    const empty = {
      categoryIds: [],
      skills: [],
      seniorities: [],
      salaryExpectation: null,
      salaryCurrency: 'PLN',
      workplaceTypes: [],
      cityIds: [],
      languages: [],
      mandatory: [],
    };
    const res = await put(c.cookie, empty);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining(
        ['categoryIds', 'seniorities', 'salaryExpectation', 'workplaceTypes'].map((field) => ({
          field,
          message: 'To pole jest wymagane.',
        })),
      ),
    );
    expect((await get(c.cookie)).body.updatedAt).toBeNull();
    await put(c.cookie, valid);
    const partial = await put(c.cookie, { ...valid, salaryExpectation: null }, '?lang=en');
    expect(partial.status).toBe(400);
    expect(partial.body.error.fields).toEqual([{ field: 'salaryExpectation', message: 'This field is required.' }]);
    expect((await get(c.cookie)).body).toMatchObject({ ...valid, mandatoryPreferencesFilledIn: true });
    // The optional ones may stay empty.
    const minimal = await put(c.cookie, { ...empty, ...pickRequired(valid) });
    expect(minimal.status).toBe(200);
    expect(minimal.body.mandatoryPreferencesFilledIn).toBe(true);
  });

  it('refuses bad input with localised field errors and keeps what was saved', async () => {
    const c = await createCandidate(db, itBoard);
    await put(c.cookie, valid);
    const cases: [unknown, string, string][] = [
      [
        { ...valid, seniorities: ['guru'] },
        'seniorities.0',
        'Wybierz jedną z wartości: junior, mid, senior, expert, c_level.',
      ],
      [{ ...valid, salaryExpectation: -5 }, 'salaryExpectation', 'Wartość musi wynosić co najmniej 1.'],
      [{ ...valid, salaryCurrency: 'BTC' }, 'salaryCurrency', 'Wybierz jedną z wartości: PLN, EUR, USD, GBP, CHF.'],
      [
        { ...valid, skills: [{ skillId: someSkills[0]!.id, level: 9 }] },
        'skills.0.level',
        'Wartość może wynosić najwyżej 5.',
      ],
      [{ ...valid, skills: [{ skillId: 999_999, level: 3 }] }, 'skills.0.skillId', 'Nie ma takiej umiejętności.'],
      [{ ...valid, categoryIds: [bizCategory!.id] }, 'categoryIds.0', 'Na tej tablicy nie ma takiej kategorii.'],
      [{ ...valid, cityIds: [warsaw!.id, warsaw!.id] }, 'cityIds.1', 'Ta pozycja już jest na liście.'],
      [
        { ...valid, cityIds: [], mandatory: ['cities'] },
        'mandatory.0',
        'Uzupełnij tę preferencję, zanim oznaczysz ją jako wymaganą.',
      ],
      [
        { ...valid, languages: [{ code: 'english', level: 'b2' }] },
        'languages.0.code',
        'Ta wartość ma nieprawidłowy format.',
      ],
      [{ ...valid, hacked: true }, '(root)', 'Nieznane pola: hacked.'],
      [{ categoryIds: [] }, 'skills', 'To pole jest wymagane.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(c.cookie, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields, field).toContainEqual({ field, message });
    }
    const en = await put(c.cookie, { ...valid, skills: [{ skillId: 999_999, level: 3 }] }, '?lang=en');
    expect(en.body.error.message).toBe('Some preferences are not valid.');
    expect(en.body.error.fields[0].message).toBe('There is no such skill.');
    expect((await get(c.cookie)).body).toMatchObject(valid);
  });

  it('refuses writes from another site', async () => {
    const c = await createCandidate(db, itBoard);
    expect((await put(c.cookie, valid, '', 'evil.example')).status).toBe(403);
    expect((await get(c.cookie)).body.updatedAt).toBeNull();
  });

  it("never shows or changes another candidate's preferences, nor on another board (IDOR)", async () => {
    const ana = await createCandidate(db, itBoard);
    const ben = await createCandidate(db, itBoard);
    await put(ana.cookie, valid);
    expect((await get(ben.cookie)).body.categoryIds).toEqual([]);
    await put(ben.cookie, { ...valid, seniorities: ['junior'] });
    expect((await get(ana.cookie)).body.seniorities).toEqual(['mid', 'senior']);
    const rows = await db.select().from(candidatePreferences).where(eq(candidatePreferences.userId, ana.userId));
    expect(rows[0]!.seniorities).toEqual(['mid', 'senior']);
    // Ana's session is nobody on the other board.
    expect((await get(ana.cookie, '', 'biz.localhost')).status).toBe(401);
  });
});

describe('matched offers', () => {
  it('is empty without preferences', async () => {
    const c = await createCandidate(db, itBoard);
    expect((await matchedFor(c.cookie)).body).toEqual({
      matchedPreferences: [],
      pagination: { hasNextPage: false, pageNumber: 1 },
    });
  });

  it('lists matches best first, pages them, and keeps to the mandatory criteria', async () => {
    const c = await createCandidate(db, itBoard);
    await put(c.cookie, {
      ...valid,
      skills: [],
      cityIds: [],
      languages: [],
      seniorities: ['mid'],
      workplaceTypes: ['remote'],
      mandatory: ['categories', 'workplace'],
    });
    const first = await matchedFor(c.cookie, '?pageSize=5');
    expect(first.status).toBe(200);
    const list = first.body.matchedPreferences as { jobAdvertisementId: number; matchPercent: number }[];
    expect(list.length).toBeGreaterThan(0);
    const percents = list.map((m) => m.matchPercent);
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
    expect(percents.every((p) => p >= 40 && p <= 100)).toBe(true);
    const rows = await db
      .select()
      .from(offerListings)
      .where(
        and(
          eq(offerListings.tenantId, itBoard.id),
          sql`${offerListings.offerId} in (${sql.join(
            list.map((m) => sql`${m.jobAdvertisementId}`),
            sql`, `,
          )})`,
        ),
      );
    expect(rows).toHaveLength(list.length);
    for (const r of rows) {
      expect(r.workplaceType).toBe('remote');
      expect(r.mainCategoryId === itCategory!.id || r.categoryId === itCategory!.id).toBe(true);
    }
    if (first.body.pagination.hasNextPage) {
      const second = await matchedFor(c.cookie, '?pageSize=5&page=2');
      expect(second.body.pagination.pageNumber).toBe(2);
      const ids = new Set(list.map((m) => m.jobAdvertisementId));
      for (const m of second.body.matchedPreferences) expect(ids.has(m.jobAdvertisementId)).toBe(false);
    }
    const bad = await matchedFor(c.cookie, '?pageSize=500&lang=en');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0]).toEqual({ field: 'pageSize', message: 'The value must be at most 100.' });
  });
});
