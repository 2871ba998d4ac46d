import { and, eq, inArray, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { installDbHandle } from '@/lib/db/client';
import { categories, cities, offerBoards, offerLocations, offers, tenants } from '@/lib/db/schema';
import { offersChanged } from '@/features/offers/server/board-version';
import { offersUpdated } from '@/features/offers/server/listing-sync';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { insertOffer } from '@/tests/factories/offer';
import { GET as byCursor } from './by-cursor/route';
import { GET as countCategories } from './count/categories/route';
import { GET as count } from './count/route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 700, seed: 3 });
const { db } = handle;

type Item = {
  id: number;
  slug: string;
  title: string;
  publishedAt: string;
  experienceLevel: string;
  workplaceType: string;
  openToHireUkrainians: boolean;
  employmentTypes: { type: string; salary: unknown }[];
  multilocation: { city: string }[];
  requiredSkills: { name: string }[];
  niceToHaveSkills: { name: string }[];
  companyName: string;
};
type Page = {
  data: Item[];
  meta: { itemsCount: number; totalItems: number; cursors: { next: string | null; prev: string | null } };
};

const call = async (route: typeof count, path: string, host = 'it.localhost') => {
  const res = await route(new NextRequest(`http://${host}${path}`, { headers: { host } }));
  return { status: res.status, body: await res.json() };
};
const list = async (qs: string, host?: string) => (await call(byCursor, `/x?${qs}`, host)).body as Page;
const total = async (qs: string, host?: string) => (await call(count, `/x?${qs}`, host)).body.count as number;

async function walk(qs: string, host?: string, itemsCount = 50) {
  const ids: number[] = [];
  let page = await list(`${qs}&itemsCount=${itemsCount}`, host);
  ids.push(...page.data.map((o) => o.id));
  while (page.meta.cursors.next) {
    page = await list(`${qs}&itemsCount=${itemsCount}&from=${page.meta.cursors.next}`, host);
    ids.push(...page.data.map((o) => o.id));
  }
  return ids;
}

describe('GET /api/v2/user-panel/offers/by-cursor', () => {
  it('lists the newest publications first, 100 a page, with the total', async () => {
    const page = await list('');
    expect(page.data).toHaveLength(100);
    const dates = page.data.map((o) => o.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.meta.totalItems).toBe(await total(''));
    expect(page.meta.cursors.prev).toBeNull();
  });

  it('pages forward through every listed offer with no duplicate or gap', async () => {
    const ids = await walk('');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(await total(''));
  });

  it('pages backward to exactly the previous page', async () => {
    const first = await list('itemsCount=30');
    const second = await list(`itemsCount=30&from=${first.meta.cursors.next}`);
    const back = await list(`itemsCount=30&from=${second.meta.cursors.prev}`);
    expect(back.data.map((o) => o.id)).toEqual(first.data.map((o) => o.id));
    expect(back.meta.cursors.prev).toBeNull();
  });

  it('keeps its place while offers are published between pages', async () => {
    const before = await walk('sortBy=newest', undefined, 500);
    const first = await list('sortBy=newest&itemsCount=40');
    const tenantId = (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'it')))[0]!.id;
    // Written like every offer: the writer fills the search row and listings and announces the change.
    const freshId = await insertOffer(db, tenantId, { publishedAt: new Date() });
    const ids = [...first.data.map((o) => o.id)];
    let page = first;
    while (page.meta.cursors.next) {
      page = await list(`sortBy=newest&itemsCount=40&from=${page.meta.cursors.next}`);
      ids.push(...page.data.map((o) => o.id));
    }
    expect(ids).toEqual(before);
    expect((await list('sortBy=newest&itemsCount=1')).data[0]!.id).toBe(freshId);
    await db.delete(offers).where(eq(offers.id, freshId));
    await offersChanged(tenantId);
  });

  it('drops a withdrawn offer from lists and counts once the change is written', async () => {
    const first = await list('itemsCount=1');
    const [top] = first.data;
    await db.update(offers).set({ status: 'finished' }).where(eq(offers.id, top!.id));
    await offersUpdated(db, [top!.id]);
    const after = await list('itemsCount=1');
    expect(after.data[0]!.id).not.toBe(top!.id);
    expect(after.meta.totalItems).toBe(first.meta.totalItems - 1);
    await db.update(offers).set({ status: 'published' }).where(eq(offers.id, top!.id));
    await offersUpdated(db, [top!.id]);
    expect((await list('itemsCount=1')).data[0]!.id).toBe(top!.id);
  });

  it('shows an edited card once the change is written', async () => {
    const [top] = (await list('itemsCount=1')).data;
    await db.update(offers).set({ title: 'Retitled offer' }).where(eq(offers.id, top!.id));
    await offersUpdated(db, [top!.id]);
    expect((await list('itemsCount=1')).data[0]!.title).toBe('Retitled offer');
    await db.update(offers).set({ title: top!.title }).where(eq(offers.id, top!.id));
    await offersUpdated(db, [top!.id]);
    expect((await list('itemsCount=1')).data[0]!.title).toBe(top!.title);
  });

  it('refuses a cursor made for another sort with 400', async () => {
    const bySalary = await list('sortBy=salary&itemsCount=5');
    const { status, body } = await call(byCursor, `/x?itemsCount=5&from=${bySalary.meta.cursors.next}`);
    expect(status).toBe(400);
    expect(body.error.fields[0].field).toBe('from');
  });

  it('serves counts from the cache until the board announces a change', async () => {
    const before = await total('');
    const tenantId = (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'it')))[0]!.id;
    // The writer announces what it writes: the new offer is counted at once.
    const extraId = await insertOffer(db, tenantId);
    expect(await total('')).toBe(before + 1);
    expect((await list('itemsCount=1')).meta.totalItems).toBe(before + 1);
    // A change nobody announces (a raw delete) leaves the cached answer standing: that is what makes
    // repeated counts cheap…
    await db.delete(offers).where(eq(offers.id, extraId));
    expect(await total('')).toBe(before + 1);
    // …and once the change is announced every count of the board is recomputed.
    await offersChanged(tenantId);
    expect(await total('')).toBe(before);
  });

  it('caps a huge itemsCount at 100 and refuses malformed cursors and bad values', async () => {
    expect((await list('itemsCount=100000')).data).toHaveLength(100);
    const cursor = await call(byCursor, '/x?from=not-a-cursor!');
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.fields[0].field).toBe('from');
    const bad = await call(byCursor, '/x?experienceLevels[]=wizard&salaryMin=abc&lang=en');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['experienceLevels.0', 'salaryMin']),
    );
    const inverted = await call(byCursor, '/x?salaryMin=9000&salaryMax=100');
    expect(inverted.body.error.fields).toEqual([
      { field: 'salaryMin', message: 'Dolna kwota nie może być wyższa od górnej.' },
    ]);
    const city = await call(byCursor, '/x?city=atlantyda&lang=en');
    expect(city.status).toBe(400);
    expect(city.body.error.fields).toEqual([{ field: 'city', message: 'There is no such city.' }]);
    expect((await call(byCursor, '/x?categories[]=cooking')).status).toBe(400);
  });
});

describe('filters', () => {
  it('each filter narrows the list to offers that match it', async () => {
    const all = await total('');
    const seniors = await list('experienceLevels[]=senior&experienceLevels[]=expert');
    expect(seniors.data.every((o) => ['senior', 'expert'].includes(o.experienceLevel))).toBe(true);
    const remote = await list('remote=true');
    expect(remote.data.every((o) => o.workplaceType === 'remote')).toBe(true);
    const hybrid = await list('remoteWorkOptions[]=hybrid');
    expect(hybrid.data.every((o) => o.workplaceType === 'hybrid')).toBe(true);
    const ukraine = await list('ukraineFriendly=true');
    expect(ukraine.data.every((o) => o.openToHireUkrainians)).toBe(true);
    const withSalary = await list('withSalary=true');
    expect(withSalary.data.every((o) => o.employmentTypes.some((e) => e.salary !== null))).toBe(true);
    const b2b = await list('employmentTypes[]=b2b');
    expect(b2b.data.every((o) => o.employmentTypes.some((e) => e.type === 'b2b'))).toBe(true);
    const java = await list('categories[]=java');
    expect(java.data.length).toBeGreaterThan(0);
    expect(java.data.every((o) => /java/i.test(o.title))).toBe(true);
    for (const qs of [
      'experienceLevels[]=senior',
      'remote=true',
      'ukraineFriendly=true',
      'withSalary=true',
      'employmentTypes[]=b2b',
      'categories[]=java',
      'workingTimes[]=part_time',
    ]) {
      const n = await total(qs);
      expect(n, qs).toBeGreaterThan(0);
      expect(n, qs).toBeLessThan(all);
    }
    const combined = await total('experienceLevels[]=senior&remote=true&withSalary=true');
    expect(combined).toBeLessThanOrEqual(
      Math.min(await total('experienceLevels[]=senior'), await total('remote=true')),
    );
  });

  it('finds keywords in title, company and skills, ignoring case and diacritics', async () => {
    const csharp = await list('keywords[]=c%23');
    expect(csharp.data.length).toBeGreaterThan(0);
    expect(
      csharp.data.every(
        (o) =>
          [...o.requiredSkills, ...o.niceToHaveSkills].some((s) => s.name.toLowerCase().includes('c#')) ||
          o.title.toLowerCase().includes('c#'),
      ),
    ).toBe(true);
    expect((await list('keywords[]=C%2B%2B')).data.length).toBeGreaterThan(0);
    // The business board's skills carry Polish letters: "ksiegowosc" finds "Księgowość".
    const accounting = await list('keywords[]=ksiegowosc', 'biz.localhost');
    expect(accounting.data.length).toBeGreaterThan(0);
    expect(await total('keywords[]=KSIĘGOWOŚĆ', 'biz.localhost')).toBe(accounting.meta.totalItems);
  });

  it('matches a salary range in another currency by overlap', async () => {
    const page = await list('currency=EUR&salaryMin=4000&salaryMax=5000');
    expect(page.data.length).toBeGreaterThan(0);
    type Converted = { converted: { EUR: { from: number; to: number } | null }; currency: string };
    const types = page.data.map((o) => o.employmentTypes as unknown as Converted[]);
    for (const offerTypes of types) {
      const eur = offerTypes.map((e) => e.converted.EUR).filter((r): r is { from: number; to: number } => r !== null);
      expect(Math.max(...eur.map((r) => r.to))).toBeGreaterThanOrEqual(4000);
      expect(Math.min(...eur.map((r) => r.from))).toBeLessThanOrEqual(5000);
    }
    // Offers paid in złoty are found by a filter in euro.
    expect(types.some((offerTypes) => offerTypes.every((e) => e.currency === 'PLN'))).toBe(true);
  });

  it('sorts by salary both ways, offers without salary last', async () => {
    const desc = await list('sortBy=salary&orderBy=desc&withSalary=true&itemsCount=20');
    const asc = await list('sortBy=salary&orderBy=asc&withSalary=true&itemsCount=20');
    expect(desc.data[0]!.id).not.toBe(asc.data[0]!.id);
    const ids = await walk('sortBy=salary&orderBy=desc', undefined, 100);
    expect(new Set(ids).size).toBe(await total(''));
  });

  it('counts every location within the radius, correct at the edge', async () => {
    const [warsaw] = await db.select().from(cities).where(eq(cities.slug, 'warszawa'));
    const [lodz] = await db.select().from(cities).where(eq(cities.slug, 'lodz'));
    // A listed offer whose only location is in Łódź, about 120 km from Warsaw.
    const [target] = await db
      .select({
        offerId: offerLocations.offerId,
        latitude: offerLocations.latitude,
        longitude: offerLocations.longitude,
      })
      .from(offerLocations)
      .innerJoin(offers, eq(offers.id, offerLocations.offerId))
      .where(
        and(
          eq(offerLocations.cityId, lodz!.id),
          eq(offers.status, 'published'),
          sql`${offers.expiresAt} > now()`,
          sql`cardinality(${offers.cityIds}) = 1`,
        ),
      )
      .limit(1);
    const { rows } = await db.execute<{ km: number }>(
      sql`select earth_distance(ll_to_earth(${warsaw!.latitude}, ${warsaw!.longitude}), ll_to_earth(${target!.latitude}, ${target!.longitude})) / 1000 as km`,
    );
    const km = Number(rows[0]!.km);
    expect(await walk(`city=warszawa&cityRadiusKm=${Math.ceil(km)}`, undefined, 100)).toContain(target!.offerId);
    expect(await walk(`city=warszawa&cityRadiusKm=${Math.floor(km)}`, undefined, 100)).not.toContain(target!.offerId);
    // A radius reaches offers in other towns; without one only the city itself counts, and 0 means none.
    expect(await total(`city=warszawa&cityRadiusKm=${Math.ceil(km)}`)).toBeGreaterThan(await total('city=warszawa'));
    expect(await total('city=warszawa&cityRadiusKm=0')).toBe(await total('city=warszawa'));
  });
});

describe('counts', () => {
  it('per category equal the list totals for the same filters', async () => {
    const { body } = await call(countCategories, '/x?remote=true');
    expect(Object.keys(body.counts).length).toBeGreaterThan(3);
    const [it] = await db.select().from(tenants).where(eq(tenants.slug, 'it'));
    const slugByKey = new Map(
      (await db.select().from(categories).where(eq(categories.tenantId, it!.id))).map((c) => [c.key, c.seoSlug]),
    );
    for (const [key, n] of Object.entries(body.counts as Record<string, number>)) {
      expect(await total(`remote=true&categories[]=${slugByKey.get(key)}`), key).toBe(n);
    }
  });
});

describe('tenant isolation', () => {
  it('a board lists only offers shown on it', async () => {
    const [biz] = await db.select().from(tenants).where(eq(tenants.slug, 'biz'));
    const ids = await walk('', 'biz.localhost', 100);
    const boards = await db
      .select()
      .from(offerBoards)
      .where(and(eq(offerBoards.tenantId, biz!.id), inArray(offerBoards.offerId, ids)));
    expect(boards).toHaveLength(ids.length);
    const itIds = new Set(await walk('', 'it.localhost', 100));
    const bizOnly = ids.filter((id) => !itIds.has(id));
    expect(bizOnly.length).toBeGreaterThan(0);
  });
});
