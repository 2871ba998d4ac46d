import { and, count as countRows, desc, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { installDbHandle } from '@/lib/db/client';
import { categories, offerBoards, offers, offerViews, tenants } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { GET as offerDetail } from '@/app/api/v1/offers/[slug]/route';
import { GET as activeSlug } from './active-slug/[slug]/route';
import { GET as allBoardsCount } from './all-boards/count/route';
import { GET as subcategoryCounts } from './count/categories/[categoryId]/route';
import { GET as count } from './count/route';
import { GET as popular } from './popular/route';
import { GET as page } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 400, seed: 11 });
const { db } = handle;
const [itBoard] = await db.select().from(tenants).where(eq(tenants.slug, 'it'));
const [biz] = await db.select().from(tenants).where(eq(tenants.slug, 'biz'));

type Route = (req: NextRequest, seg?: { params?: Promise<Record<string, string>> }) => Promise<Response>;
async function call(
  route: Route,
  path: string,
  options: { host?: string; params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const host = options.host ?? 'it.localhost';
  const res = await route(new NextRequest(`http://${host}${path}`, { headers: { host, ...options.headers } }), {
    params: Promise.resolve(options.params ?? {}),
  });
  return { status: res.status, body: await res.json() };
}

const listedSlug = async (tenantId: number) =>
  (
    await db
      .select({ slug: offers.slug })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.status, 'published'), sql`${offers.expiresAt} > now()`))
      .limit(1)
  )[0]!.slug;

describe('GET /api/v1/offers/{slug}', () => {
  it('answers the full offer of the board', async () => {
    const slug = await listedSlug(itBoard!.id);
    const { status, body } = await call(offerDetail, `/api/v1/offers/${slug}`, { params: { slug } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug, isOfferActive: true, isAppliedTo: false });
    expect(body.body).toContain('<h3>');
    expect(body.category).toMatchObject({
      depth: expect.any(Number),
      lft: expect.any(Number),
      rgt: expect.any(Number),
      children_count: expect.any(Number),
    });
    expect(Array.isArray(body.languages)).toBe(true);
    expect(body.employmentTypes.length).toBeGreaterThan(0);
  });

  it('keeps an expired offer reachable, inactive, and hides it from active-slug', async () => {
    const [expired] = await db
      .select({ slug: offers.slug })
      .from(offers)
      .where(and(eq(offers.tenantId, itBoard!.id), eq(offers.status, 'expired')))
      .limit(1);
    const { status, body } = await call(offerDetail, `/x`, { params: { slug: expired!.slug } });
    expect(status).toBe(200);
    expect(body.isOfferActive).toBe(false);
    expect((await call(activeSlug, '/x', { params: { slug: expired!.slug } })).status).toBe(404);
    const active = await listedSlug(itBoard!.id);
    expect(await call(activeSlug, '/x', { params: { slug: active } })).toEqual({ status: 200, body: { slug: active } });
  });

  it('answers a JSON 404 for an unknown slug and for an offer of another board', async () => {
    const unknown = await call(offerDetail, '/x?lang=en', { params: { slug: 'no-such-offer' } });
    expect(unknown).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } });
    const [bizOnly] = await db
      .select({ slug: offers.slug })
      .from(offers)
      .where(
        and(
          eq(offers.tenantId, biz!.id),
          sql`not exists (select 1 from ${offerBoards} b where b.offer_id = ${offers.id} and b.tenant_id = ${itBoard!.id})`,
        ),
      )
      .limit(1);
    expect((await call(offerDetail, '/x', { params: { slug: bizOnly!.slug } })).status).toBe(404);
    expect((await call(offerDetail, '/x', { params: { slug: bizOnly!.slug }, host: 'biz.localhost' })).status).toBe(
      200,
    );
  });
});

describe('list variants and counts', () => {
  it('pages by number with meta, and refuses pages too deep or an unknown Version', async () => {
    const first = await call(page, '/x?perPage=50', { headers: { version: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.meta).toMatchObject({ page: 1, prevPage: null, nextPage: 2 });
    expect(first.body.meta.totalItems).toBe((await call(count, '/x')).body.count);
    const second = await call(page, '/x?perPage=50&page=2');
    expect(second.body.data[0].index).toBe(50);
    expect(new Set([...first.body.data, ...second.body.data].map((o: { id: number }) => o.id)).size).toBe(100);
    expect((await call(page, '/x?page=500&perPage=100')).status).toBe(400);
    const version = await call(page, '/x?lang=en', { headers: { version: '7' } });
    expect(version.status).toBe(400);
    expect(version.body.error.fields).toEqual([{ field: 'Version', message: 'This API version is not supported.' }]);
  });

  it('puts the most viewed offers first in popular', async () => {
    const slug = await listedSlug(itBoard!.id);
    const [target] = await db.select().from(offers).where(eq(offers.slug, slug));
    // More views than any offer has (the demo data records views for its employers' offers).
    const [most] = await db
      .select({ n: countRows() })
      .from(offerViews)
      .where(eq(offerViews.tenantId, itBoard!.id))
      .groupBy(offerViews.offerId)
      .orderBy(desc(countRows()))
      .limit(1);
    await db.insert(offerViews).values(
      Array.from({ length: (most?.n ?? 0) + 5 }, () => ({
        tenantId: itBoard!.id,
        offerId: target!.id,
        visitedAt: new Date(),
      })),
    );
    const { body } = await call(popular, '/x?perPage=5');
    expect(body.data[0].id).toBe(target!.id);
    expect(body.data).toHaveLength(5);
  });

  it('counts offers on all boards once each', async () => {
    const all = (await call(allBoardsCount, '/x')).body.count;
    const itCount = (await call(count, '/x')).body.count;
    const bizCount = (await call(count, '/x', { host: 'biz.localhost' })).body.count;
    expect(all).toBeGreaterThan(Math.max(itCount, bizCount));
    expect(all).toBeLessThan(itCount + bizCount);
  });

  it('counts subcategories of one category, equal to the list totals', async () => {
    const [backend] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, itBoard!.id), eq(categories.key, 'backend')));
    const { status, body } = await call(subcategoryCounts, '/x', { params: { categoryId: String(backend!.id) } });
    expect(status).toBe(200);
    expect(Object.keys(body.counts)).toContain('backend-java');
    const java = (await call(count, '/x?categories[]=java')).body.count;
    expect(body.counts['backend-java']).toBe(java);
    expect((await call(subcategoryCounts, '/x', { params: { categoryId: '999999' } })).status).toBe(404);
    expect((await call(subcategoryCounts, '/x', { params: { categoryId: 'abc' } })).status).toBe(404);
  });
});
