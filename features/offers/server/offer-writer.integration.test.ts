import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { POST as publishNow } from '@/app/api/dev/offers/[slug]/publish-now/route';
import { GET as byCursor } from '@/app/api/v2/user-panel/offers/by-cursor/route';
import { installDbHandle } from '@/lib/db/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import {
  categories,
  cities,
  companies,
  offerEmploymentTypes,
  offerListings,
  offerLocations,
  offerRevisions,
  offers,
  offerSkills,
  skills,
  tenants,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { DEMO_RATES } from '@/features/demo-data/server/seed/dictionaries';
import { createTestDb, testDriver } from '@/tests/db';
import { callRoute } from '@/tests/http';
import { SENIORITIES, WORKPLACE_TYPES, type SalaryUnit } from '../options';
import { toMonthlyIn } from '../salary';
import { boardVersion } from './board-version';
import { changeOfferState } from './offer-writer/change-offer-state';
import { createOffer } from './offer-writer/create-offers';
import type { OfferInput } from './offer-writer/offer-input';
import { updateOffer } from './offer-writer/update-offer';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 30, seed: 11 });

const [it_, biz] = await db.select().from(tenants).orderBy(asc(tenants.id));
const company = (await db.select().from(companies).where(eq(companies.tenantId, it_!.id)).limit(3))[0]!;
const parent = categories;
const leafRows = await db
  .select({ id: categories.id, slug: categories.seoSlug, parentId: categories.parentId })
  .from(categories)
  .where(and(eq(categories.tenantId, it_!.id), isNotNull(categories.parentId)));
const mainRows = await db
  .select({ id: parent.id, slug: parent.seoSlug })
  .from(parent)
  .where(and(eq(parent.tenantId, it_!.id), isNull(parent.parentId)));
const mainSlugOf = new Map(mainRows.map((m) => [m.id, m.slug]));
const cityRows = await db.select({ id: cities.id, slug: cities.slug, name: cities.slug }).from(cities).limit(12);
const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills).limit(40);

let serial = 0;
function baseOffer(overrides: Partial<OfferInput> = {}): OfferInput {
  serial += 1;
  const now = new Date();
  return {
    tenantId: it_!.id,
    companyId: company.id,
    planKey: 'pro',
    status: 'published',
    slug: `writer-test-${serial}`,
    title: `Backend Developer zq${serial}x`,
    body: '<p>Hello <strong>team</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    experienceLevel: 'senior',
    workplaceType: 'hybrid',
    workingTime: 'full_time',
    categoryId: leafRows[0]!.id,
    apply: { email: 'jobs@example.com' },
    informationClause: 'Administrator danych: Example.',
    contact: { name: 'Anna Nowak', email: 'hr@example.com' },
    limits: {
      maxLocationsCount: 3,
      bumpsUpCount: 1,
      bumpsUpEveryDays: 14,
      durationInDays: 30,
      seniority: [],
      categories: 1,
    },
    locations: [
      {
        cityId: cityRows[0]!.id,
        city: 'Warszawa',
        street: 'Prosta 1',
        geoCoordinates: { latitude: 52.23, longitude: 21.01 },
      },
    ],
    requirements: [
      { skillId: skillRows[0]!.id, level: 4, required: true },
      { skillId: skillRows[1]!.id, level: 2, required: false },
    ],
    employmentTypes: [
      { type: 'b2b', currency: 'EUR', amountType: 'net', salary: { from: 40, to: 60, unit: 'hour' } },
      { type: 'permanent', currency: 'PLN', amountType: 'gross', salary: { from: 15000, to: 20000, unit: 'month' } },
    ],
    languages: [{ code: 'en', level: 'b2' }],
    publishedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    ...overrides,
  };
}

type ListAnswer = { data: { id: number; slug: string }[]; meta: { totalItems: number } };
const list = async (query: string, host = 'it.localhost') => {
  const paged = query.includes('itemsCount=') ? query : `itemsCount=100&${query}`;
  const res = await callRoute(byCursor, `/api/v2/user-panel/offers/by-cursor?${paged}`, { host });
  expect(res.status).toBe(200);
  return res.body as ListAnswer;
};
const listedSlugs = async (query: string, host?: string) => (await list(query, host)).data.map((o) => o.slug);

/** The development route answers only this machine (the address server.ts stamps from the socket). */
const fromThisMachine = { [CLIENT_ADDRESS_HEADER]: '127.0.0.1' };
describe(`the offer writer on ${testDriver()}`, () => {
  it('writes the offer, its children, converted salaries, search columns and row, and a revision', async () => {
    const [itBefore, bizBefore] = [boardVersion(it_!.id), boardVersion(biz!.id)];
    const input = baseOffer({ alsoOnBoards: [biz!.id] });
    const id = await createOffer(db, input, { userId: null });

    const [row] = await db.select().from(offers).where(eq(offers.id, id));
    expect(row!.body).toContain('<p>Hello <strong>team</strong></p>');
    expect(row!.body).not.toMatch(/script|javascript|alert/);
    expect(row!.companyName).toBe(company.name);
    expect(row!.mainCategoryId).toBe(leafRows[0]!.parentId);
    expect(row!.skillIds).toEqual([skillRows[0]!.id, skillRows[1]!.id]);
    expect(row!.cityIds).toEqual([cityRows[0]!.id]);
    expect(row!.originalPublishedAt?.toISOString()).toBe(row!.publishedAt?.toISOString());
    expect(row!.searchText).toContain(`zq${serial}x`);
    expect(row!.searchText).toContain(skillRows[0]!.name.toLowerCase());
    // 40 €/h net is 40 × 168 × 4.27 PLN a month; the PLN bounds are the lowest and highest of both contracts.
    const b2bPln = toMonthlyIn(40, 'hour', 'EUR', 'PLN', DEMO_RATES);
    expect(row!.salaryPlnMin).toBe(Math.min(b2bPln, 15000));
    expect(row!.salaryPlnMax).toBe(Math.max(toMonthlyIn(60, 'hour', 'EUR', 'PLN', DEMO_RATES), 20000));
    const types = await db
      .select()
      .from(offerEmploymentTypes)
      .where(eq(offerEmploymentTypes.offerId, id))
      .orderBy(offerEmploymentTypes.ordinal);
    expect(types.map((t) => [t.type, t.monthlyPlnFrom, t.monthlyEurTo])).toEqual([
      ['b2b', b2bPln, toMonthlyIn(60, 'hour', 'EUR', 'EUR', DEMO_RATES)],
      ['permanent', 15000, toMonthlyIn(20000, 'month', 'PLN', 'EUR', DEMO_RATES)],
    ]);
    expect(await db.select().from(offerLocations).where(eq(offerLocations.offerId, id))).toHaveLength(1);
    expect(await db.select().from(offerSkills).where(eq(offerSkills.offerId, id))).toHaveLength(2);
    const listings = await db.select().from(offerListings).where(eq(offerListings.offerId, id));
    expect(listings.map((l) => l.tenantId).sort()).toEqual([it_!.id, biz!.id].sort());
    const revisions = await db.select().from(offerRevisions).where(eq(offerRevisions.offerId, id));
    expect(revisions.map((r) => r.action)).toEqual(['create']);
    // Both boards moved to a new generation: their caches recompute.
    expect(boardVersion(it_!.id)).toBeGreaterThan(itBefore);
    expect(boardVersion(biz!.id)).toBeGreaterThan(bizBefore);
    expect(await listedSlugs(`keywords[]=zq${serial}x`)).toEqual([input.slug]);
    expect(await listedSlugs(`keywords[]=zq${serial}x`, 'biz.localhost')).toEqual([input.slug]);
  });

  it('refuses an offer that is not valid, and writes nothing', async () => {
    const before = await db.select({ id: offers.id }).from(offers);
    await expect(createOffer(db, baseOffer({ apply: {} }))).rejects.toThrow();
    await expect(createOffer(db, baseOffer({ categoryId: 999_999 }))).rejects.toThrow();
    expect(await db.select({ id: offers.id }).from(offers)).toHaveLength(before.length);
  });

  it('records what an update changed, with the previous values, and moves the search rows', async () => {
    const input = baseOffer({ alsoOnBoards: [biz!.id] });
    const id = await createOffer(db, input);
    const bizBefore = boardVersion(biz!.id);
    await updateOffer(db, id, {
      ...input,
      alsoOnBoards: [],
      title: `Frontend Developer zq${serial}y`,
      languages: [],
      // State and dates move only through changeOfferState: an edit cannot unpublish.
      status: 'draft',
      publishedAt: null,
    });
    const [revision] = await db
      .select()
      .from(offerRevisions)
      .where(and(eq(offerRevisions.offerId, id), eq(offerRevisions.action, 'update')));
    expect(revision!.changes).toEqual({
      title: input.title,
      languages: [{ code: 'en', level: 'b2' }],
      boards: [it_!.id, biz!.id].sort((a, b) => a - b),
    });
    expect(boardVersion(biz!.id)).toBeGreaterThan(bizBefore);
    const [row] = await db.select().from(offers).where(eq(offers.id, id));
    expect([row!.status, row!.publishedAt?.toISOString()]).toEqual([
      'published',
      (input.publishedAt as Date).toISOString(),
    ]);
    expect(await listedSlugs(`keywords[]=zq${serial}y`)).toEqual([input.slug]);
    expect(await listedSlugs(`keywords[]=zq${serial}y`, 'biz.localhost')).toEqual([]);
    expect(await listedSlugs(`keywords[]=zq${serial}x`)).toEqual([]);
  });

  it('moves offers through their states, and refuses a move the state does not allow', async () => {
    const input = baseOffer();
    const id = await createOffer(db, input);
    const keyword = `keywords[]=zq${serial}x`;
    await expect(changeOfferState(db, [id], 'delete')).rejects.toMatchObject({ code: 'CONFLICT' });
    await changeOfferState(db, [id], 'finish');
    expect(await listedSlugs(keyword)).toEqual([]);
    const later = new Date(Date.now() + 60_000);
    await changeOfferState(db, [id], 'publish', { now: later });
    expect(await listedSlugs(keyword)).toEqual([input.slug]);
    const [row] = await db.select().from(offers).where(eq(offers.id, id));
    expect(row!.publishedAt?.toISOString()).toBe(later.toISOString());
    // The first publication is kept across the re-publication.
    expect(row!.originalPublishedAt?.toISOString()).toBe((input.publishedAt as Date).toISOString());
    await changeOfferState(db, [id], 'expire');
    await changeOfferState(db, [id], 'delete');
    const [gone] = await db.select().from(offers).where(eq(offers.id, id));
    expect(gone!.status).toBe('deleted');
    expect(gone!.deletedAt).not.toBeNull();
    const actions = await db
      .select({ action: offerRevisions.action, changes: offerRevisions.changes })
      .from(offerRevisions)
      .where(eq(offerRevisions.offerId, id))
      .orderBy(asc(offerRevisions.id));
    expect(actions.map((a) => a.action)).toEqual(['create', 'finish', 'refresh', 'expire', 'delete']);
    expect(actions[1]!.changes).toMatchObject({ status: 'published', finishedAt: null });
  });

  it('publishes now through the development route, only on a board that shows the offer', async () => {
    const input = baseOffer({ publishedAt: new Date(Date.now() - 5 * 86_400_000) });
    const id = await createOffer(db, input);
    const other = await callRoute(publishNow, `/api/dev/offers/${input.slug}/publish-now`, {
      method: 'POST',
      host: 'biz.localhost',
      headers: { origin: 'http://biz.localhost', ...fromThisMachine },
      params: { slug: input.slug },
    });
    expect(other.status).toBe(404);
    const before = boardVersion(it_!.id);
    const res = await callRoute(publishNow, `/api/dev/offers/${input.slug}/publish-now`, {
      method: 'POST',
      headers: { origin: 'http://it.localhost', ...fromThisMachine },
      params: { slug: input.slug },
    });
    expect(res.status).toBe(200);
    expect(boardVersion(it_!.id)).toBeGreaterThan(before);
    const [listing] = await db.select().from(offerListings).where(eq(offerListings.offerId, id));
    expect(listing!.publishedAt.toISOString()).toBe(res.body.publishedAt);
    expect((await list('sortBy=newest&itemsCount=1')).data[0]!.slug).toBe(input.slug);
    // A deleted offer cannot be published again.
    await changeOfferState(db, [id], 'finish');
    await changeOfferState(db, [id], 'delete');
    const refused = await callRoute(publishNow, `/api/dev/offers/${input.slug}/publish-now`, {
      method: 'POST',
      headers: { origin: 'http://it.localhost', 'accept-language': 'en', ...fromThisMachine },
      params: { slug: input.slug },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("The offer's current state does not allow this.");
  });

  it('an offer it writes is found by every filter that matches it and by none that does not', async () => {
    const otherMain = (mainId: number) => mainRows.find((m) => m.id !== mainId)!.slug;
    const arbitraryOffer = fc.record({
      leaf: fc.constantFrom(...leafRows),
      city: fc.constantFrom(...cityRows),
      skills: fc.uniqueArray(fc.constantFrom(...skillRows), { minLength: 1, maxLength: 4, selector: (s) => s.id }),
      seniority: fc.constantFrom(...SENIORITIES),
      workplaceType: fc.constantFrom(...WORKPLACE_TYPES),
      salary: fc.option(
        fc.record({
          currency: fc.constantFrom('PLN' as const, 'EUR' as const, 'USD' as const),
          unit: fc.constantFrom<SalaryUnit>('hour', 'month', 'year'),
          from: fc.integer({ min: 10, max: 50_000 }),
          spread: fc.integer({ min: 0, max: 20_000 }),
        }),
        { nil: null },
      ),
    });
    await fc.assert(
      fc.asyncProperty(arbitraryOffer, async (a) => {
        const input = baseOffer({
          categoryId: a.leaf.id,
          experienceLevel: a.seniority,
          workplaceType: a.workplaceType,
          locations: [
            {
              cityId: a.city.id,
              city: a.city.name,
              street: 'Długa 2',
              geoCoordinates: { latitude: 50, longitude: 20 },
            },
          ],
          requirements: a.skills.map((s, i) => ({ skillId: s.id, level: 3, required: i === 0 })),
          employmentTypes: [
            {
              type: 'b2b',
              currency: a.salary?.currency ?? 'PLN',
              amountType: 'net',
              salary: a.salary
                ? { from: a.salary.from, to: a.salary.from + a.salary.spread, unit: a.salary.unit }
                : null,
            },
          ],
        });
        const id = await createOffer(db, input);
        const token = `zq${serial}x`;
        const found = async (query: string) => (await listedSlugs(`${query}`)).includes(input.slug);
        const otherCity = cityRows.find((c) => c.id !== a.city.id)!;
        const otherSkill = skillRows.find((s) => !a.skills.some((k) => k.id === s.id))!;
        const otherSeniority = SENIORITIES.find((s) => s !== a.seniority)!;
        const matching = [
          `keywords[]=${token}`,
          `keywords[]=${encodeURIComponent(a.skills[0]!.name)}`,
          `city=${a.city.slug}`,
          `categories[]=${mainSlugOf.get(a.leaf.parentId!)}`,
          `categories[]=${a.leaf.slug}`,
          `skills[]=${encodeURIComponent(a.skills[a.skills.length - 1]!.name)}`,
          `experienceLevels[]=${a.seniority}`,
        ];
        const notMatching = [
          `keywords[]=zq${serial}y`,
          `city=${otherCity.slug}`,
          `categories[]=${otherMain(a.leaf.parentId!)}`,
          `skills[]=${encodeURIComponent(otherSkill.name)}`,
          `experienceLevels[]=${otherSeniority}`,
        ];
        (a.workplaceType === 'remote' ? matching : notMatching).push('remote=true');
        if (a.salary) {
          const rates = DEMO_RATES;
          const min = toMonthlyIn(a.salary.from, a.salary.unit, a.salary.currency, 'PLN', rates);
          const max = toMonthlyIn(a.salary.from + a.salary.spread, a.salary.unit, a.salary.currency, 'PLN', rates);
          const inRange = (n: number) => n >= 0 && n <= 1_000_000;
          if (inRange(Math.floor(max))) matching.push(`salaryMin=${Math.floor(max)}`);
          if (inRange(Math.ceil(min))) matching.push(`salaryMax=${Math.ceil(min)}`);
          if (inRange(Math.ceil(max))) matching.push(`salaryMin=${Math.floor(min)}&salaryMax=${Math.ceil(max)}`);
          if (inRange(Math.floor(max) + 1)) notMatching.push(`salaryMin=${Math.floor(max) + 1}`);
          if (inRange(Math.ceil(min) - 2)) notMatching.push(`salaryMax=${Math.ceil(min) - 2}`);
        } else {
          notMatching.push('salaryMin=0', 'withSalary=true');
        }
        for (const query of matching) expect([query, await found(query)]).toEqual([query, true]);
        for (const query of notMatching) expect([query, await found(query)]).toEqual([query, false]);
        // Withdrawn, it matches nothing.
        await changeOfferState(db, [id], 'finish');
        expect(await found(`keywords[]=${token}`)).toBe(false);
      }),
      { numRuns: 25 },
    );
    // Only published offers have search rows.
    const stale = await db
      .select({ id: offerListings.offerId })
      .from(offerListings)
      .innerJoin(offers, eq(offers.id, offerListings.offerId))
      .where(ne(offers.status, 'published'));
    expect(stale).toEqual([]);
  }, 120_000);
});
