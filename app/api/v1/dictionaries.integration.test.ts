import { and, eq, sql } from 'drizzle-orm';
import { GET as shortInfo } from '@/app/api/v2/user-panel/brand-stories/company/[slug]/short-info/route';
import { GET as storyList } from '@/app/api/v2/user-panel/brand-stories/company/list/route';
import { GET as lookalikes } from '@/app/api/v2/user-panel/offer-lookalikes/[slug]/route';
import { installDbHandle } from '@/lib/db/client';
import { brandStories, categories, cities, offers, offerViews, skills, tenants } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { RATE_LIMITS } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { callRoute } from '@/tests/http';
import { GET as categoryTree } from './categories/route';
import { GET as formInputs } from './offers/form-inputs-data/route';
import { GET as skillsRoute } from './skills/route';
import { POST as views } from './views/route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 300, seed: 5 });
const { db } = handle;
const [itBoard] = await db.select().from(tenants).where(eq(tenants.slug, 'it'));
const [bizBoard] = await db.select().from(tenants).where(eq(tenants.slug, 'biz'));

const listed = (tenantId: number) =>
  db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.status, 'published'), sql`${offers.expiresAt} > now()`))
    .orderBy(offers.id);

describe('GET /api/v1/offers/form-inputs-data', () => {
  it('answers cities with map centres and the option lists, labelled in the language asked for', async () => {
    const pl = await callRoute(formInputs, '/api/v1/offers/form-inputs-data?lang=pl');
    const en = await callRoute(formInputs, '/api/v1/offers/form-inputs-data', {
      headers: { 'accept-language': 'en-GB' },
    });
    expect(pl.status).toBe(200);
    const allCities = await db.select().from(cities);
    expect(pl.body.cities).toHaveLength(allCities.length);
    const lodz = pl.body.cities.find((c: { slug: string }) => c.slug === 'lodz');
    expect(lodz).toMatchObject({
      label: 'Łódź',
      mapCenter: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    expect(pl.body.remoteWorkOptions).toContainEqual({ value: 'remote', label: 'Praca zdalna' });
    expect(en.body.remoteWorkOptions).toContainEqual({ value: 'remote', label: 'Remote' });
    expect(en.body.fulltimeParttimeOptions.map((o: { value: string }) => o.value)).toEqual([
      'full_time',
      'part_time',
      'practice_internship',
      'freelance',
    ]);
    expect(en.body.currencies).toEqual(['PLN', 'EUR', 'USD', 'GBP', 'CHF']);
    expect(en.body.skillLevels).toHaveLength(5);
    const suggested = await db.select().from(skills).where(eq(skills.isSuggested, true));
    expect(en.body.skills).toHaveLength(suggested.length);
  });
});

describe('GET /api/v1/categories', () => {
  it("answers the board's tree in one language, children under their parents", async () => {
    const { status, body } = await callRoute(categoryTree, '/api/v1/categories?lang=en');
    expect(status).toBe(200);
    const rows = await db.select().from(categories).where(eq(categories.tenantId, itBoard!.id));
    const flat = body.data.flatMap((c: { children: unknown[] }) => [c, ...c.children]);
    expect(flat).toHaveLength(rows.length);
    for (const root of body.data) {
      expect(root.parentId).toBeNull();
      expect(typeof root.label).toBe('string');
      for (const child of root.children) {
        expect(child.parentId).toBe(root.id);
        expect(child.lft).toBeGreaterThan(root.lft);
        expect(child.rgt).toBeLessThan(root.rgt);
      }
    }
    const biz = await callRoute(categoryTree, '/api/v1/categories?lang=pl', { host: 'biz.localhost' });
    const bizRows = await db.select().from(categories).where(eq(categories.tenantId, bizBoard!.id));
    expect(biz.body.data.map((c: { id: number }) => c.id).every((id: number) => bizRows.some((r) => r.id === id))).toBe(
      true,
    );
  });
});

describe('GET /api/v1/skills', () => {
  it('searches ignoring case, with names starting with the search first, a page at a time', async () => {
    const { status, body } = await callRoute(skillsRoute, '/api/v1/skills?search=JAVA&pageSize=5');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.data[0].name.toLowerCase().startsWith('java')).toBe(true);
    for (const s of body.data) expect(s.name.toLowerCase()).toContain('java');
    expect(body.meta).toMatchObject({ pageNumber: 1, pageSize: 5 });
  });

  it('finds by ids and by the suggested flag, and pages with 10 by default', async () => {
    const some = await db.select().from(skills).limit(3);
    const byIds = await callRoute(skillsRoute, `/api/v1/skills?ids=${some.map((s) => s.id).join(',')}`);
    expect(byIds.body.data.map((s: { id: number }) => s.id).sort()).toEqual(some.map((s) => s.id).sort());
    const suggested = await callRoute(skillsRoute, '/api/v1/skills?suggested=true&pageSize=100');
    expect(suggested.body.data.every((s: { suggested: boolean }) => s.suggested)).toBe(true);
    const all = await callRoute(skillsRoute, '/api/v1/skills');
    expect(all.body.data).toHaveLength(10);
    const second = await callRoute(skillsRoute, '/api/v1/skills?pageNumber=2');
    expect(second.body.data[0].id).not.toBe(all.body.data[0].id);
  });

  it('refuses a page size above 100 and a non-numeric id with field messages', async () => {
    const big = await callRoute(skillsRoute, '/api/v1/skills?pageSize=101');
    expect(big.status).toBe(400);
    expect(big.body.error.fields[0].field).toBe('pageSize');
    const bad = await callRoute(skillsRoute, '/api/v1/skills?ids=1,x');
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/v1/views', () => {
  it('records a visit of an offer of the board', async () => {
    const [offer] = await listed(itBoard!.id);
    const before = await db.select().from(offerViews).where(eq(offerViews.offerId, offer!.id));
    const { status } = await callRoute(views, '/api/v1/views', {
      method: 'POST',
      body: { brand: 'it', offerSlug: offer!.slug, visitedAt: new Date().toISOString() },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36' },
    });
    expect(status).toBe(204);
    const after = await db.select().from(offerViews).where(eq(offerViews.offerId, offer!.id));
    expect(after).toHaveLength(before.length + 1);
  });

  it('refuses another board, a time out of range, an unknown offer and a foreign origin, recording nothing', async () => {
    const [offer] = await listed(itBoard!.id);
    const [bizOffer] = await listed(bizBoard!.id);
    const [{ n: before } = { n: -1 }] = await db.select({ n: sql<number>`count(*)::int` }).from(offerViews);
    const post = (body: unknown, headers?: Record<string, string>) =>
      callRoute(views, '/api/v1/views?lang=en', { method: 'POST', body, headers });
    const wrongBoard = await post({ brand: 'biz', offerSlug: offer!.slug, visitedAt: new Date().toISOString() });
    expect(wrongBoard.status).toBe(400);
    expect(wrongBoard.body.error.fields).toEqual([{ field: 'brand', message: 'This board does not exist here.' }]);
    const old = await post({ brand: 'it', offerSlug: offer!.slug, visitedAt: '2020-01-01T00:00:00Z' });
    expect(old.status).toBe(400);
    expect(old.body.error.fields[0].field).toBe('visitedAt');
    expect((await post({ brand: 'it', offerSlug: bizOffer!.slug, visitedAt: new Date().toISOString() })).status).toBe(
      404,
    );
    expect((await post({ brand: 'it', offerSlug: offer!.slug, visitedAt: 'yesterday' })).status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
    const foreign = await post(
      { brand: 'it', offerSlug: offer!.slug, visitedAt: new Date().toISOString() },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const [{ n: after } = { n: -2 }] = await db.select({ n: sql<number>`count(*)::int` }).from(offerViews);
    expect(after).toBe(before);
  });

  it('limits visits recorded from one address; a rotating X-Forwarded-For does not reset it', async () => {
    const [offer] = await listed(itBoard!.id);
    const body = { brand: 'it', offerSlug: offer!.slug, visitedAt: new Date().toISOString() };
    const post = (i: number, address = '203.0.113.40') =>
      callRoute(views, '/api/v1/views', {
        method: 'POST',
        body,
        headers: { [CLIENT_ADDRESS_HEADER]: address, 'x-forwarded-for': `198.51.100.${i % 250}` },
      });
    for (let i = 0; i < RATE_LIMITS.views.limit; i++) expect((await post(i)).status).toBe(204);
    const limited = await post(999);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(0, '203.0.113.41')).status).toBe(204);
  });
});

describe('brand stories', () => {
  it("lists the board's published stories 20 a page, each with its listed offers", async () => {
    const { status, body } = await callRoute(
      storyList,
      '/api/v2/user-panel/brand-stories/company/list?page=1&perPage=20',
    );
    expect(status).toBe(200);
    const stories = await db
      .select()
      .from(brandStories)
      .where(and(eq(brandStories.tenantId, itBoard!.id), eq(brandStories.status, 'published')));
    expect(body.meta.totalItems).toBe(stories.length);
    expect(body.data.length).toBe(Math.min(20, stories.length));
    const first = body.data[0];
    const companyId = stories.find((s) => s.slug === first.slug)!.companyId;
    const companyOffers = (await listed(itBoard!.id)).filter((o) => o.companyId === companyId);
    expect(first.offersCount).toBeGreaterThanOrEqual(companyOffers.length);
    expect(first).toHaveProperty('shortDescription');
  });

  it('answers the short info of a story of the board and 404 for any other', async () => {
    const [story] = await db.select().from(brandStories).where(eq(brandStories.tenantId, itBoard!.id)).limit(1);
    const ok = await callRoute(shortInfo, '/x', { params: { slug: story!.slug } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ coverPhotoUrl: story!.coverPhotoUrl, shortDescription: story!.shortDescription });
    const [bizStory] = await db.select().from(brandStories).where(eq(brandStories.tenantId, bizBoard!.id)).limit(1);
    if (bizStory && bizStory.slug !== story!.slug)
      expect((await callRoute(shortInfo, '/x', { params: { slug: bizStory.slug } })).status).toBe(404);
    expect((await callRoute(shortInfo, '/x', { params: { slug: 'no-such-story' } })).status).toBe(404);
    expect((await callRoute(shortInfo, '/x', { params: { slug: '../etc' } })).status).toBe(404);
  });
});

describe('GET /api/v2/user-panel/offer-lookalikes/{slug}', () => {
  it('answers listed offers of the same main category first, never the offer itself', async () => {
    const all = await listed(itBoard!.id);
    const offer = all.find((o) => all.filter((x) => x.mainCategoryId === o.mainCategoryId).length > 9)!;
    const { status, body } = await callRoute(lookalikes, '/x', {
      params: { slug: offer.slug },
      headers: { version: '2' },
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    const ids = body.data.map((o: { id: number }) => o.id);
    expect(ids).not.toContain(offer.id);
    const byId = new Map(all.map((o) => [o.id, o]));
    for (const id of ids) expect(byId.get(id)?.mainCategoryId).toBe(offer.mainCategoryId);
    // More shared skills rank higher.
    const shared = ids.map((id: number) => byId.get(id)!.skillIds.filter((s) => offer.skillIds.includes(s)).length);
    expect(shared[0]).toBeGreaterThanOrEqual(shared[shared.length - 1]);
  });

  it('answers 404 for an unknown slug and 400 for an unsupported Version', async () => {
    expect((await callRoute(lookalikes, '/x', { params: { slug: 'nope' } })).status).toBe(404);
    const [offer] = await listed(itBoard!.id);
    expect(
      (await callRoute(lookalikes, '/x', { params: { slug: offer!.slug }, headers: { version: '9' } })).status,
    ).toBe(400);
  });
});
