import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { offersUpdated } from '@/features/offers/server/listing-sync';
import { findOffersByCursor } from '@/features/offers/server/offer-search-service';
import { parseListUrl } from '@/features/offers/search-params';
import { getSearchDictionary } from '@/features/offers/server/search-dictionary';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { categories, offerEmploymentTypes, offerListings, offers } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { queryObject } from '@/lib/http/with-route';
import { filtersToApiQuery } from '@/features/offers/api-query';
import { createTestDb } from '@/tests/db';
import { getMarketData } from './market-data-service';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 200, seed: 11 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);

// A known set: six listed offers of one category made the only "expert" ones there, with B2B pay
// set to ranges whose middles are 8,000 / 11,000 / 14,000 / 17,000 / 22,000 and one without pay.
const [category] = await db
  .select({ id: categories.id, slug: categories.seoSlug })
  .from(categories)
  .innerJoin(offerListings, eq(offerListings.mainCategoryId, categories.id))
  .where(and(eq(offerListings.tenantId, board.id), gt(offerListings.expiresAt, new Date())))
  .groupBy(categories.id, categories.seoSlug)
  .orderBy(sql`count(*) desc`)
  .limit(1);
const inCategory = await db
  .select({ id: offerListings.offerId })
  .from(offerListings)
  .where(
    and(
      eq(offerListings.tenantId, board.id),
      eq(offerListings.mainCategoryId, category!.id),
      gt(offerListings.expiresAt, new Date()),
    ),
  );
const chosen = inCategory.slice(0, 6).map((r) => r.id);
const others = inCategory.slice(6).map((r) => r.id);
const PAY: [number | null, number | null][] = [
  [10_000, 12_000],
  [14_000, null],
  [null, 8_000],
  [20_000, 24_000],
  [16_000, 18_000],
  [null, null],
];
if (others.length)
  await db
    .update(offers)
    .set({ seniority: 'senior' })
    .where(and(inArray(offers.id, others), eq(offers.seniority, 'expert')));
await db.update(offers).set({ seniority: 'expert' }).where(inArray(offers.id, chosen));
await db.delete(offerEmploymentTypes).where(inArray(offerEmploymentTypes.offerId, chosen));
for (const [i, id] of chosen.entries()) {
  const [from, to] = PAY[i]!;
  await db
    .update(offers)
    .set({ hasSalary: from !== null || to !== null })
    .where(eq(offers.id, id));
  const row = { offerId: id, currency: 'PLN' as const, amountType: 'net' as const, unit: 'month' as const };
  await db.insert(offerEmploymentTypes).values({
    ...row,
    type: 'b2b',
    salaryFrom: from,
    salaryTo: to,
    monthlyPlnFrom: from,
    monthlyPlnTo: to,
  });
  // A second contract with other pay must not move the B2B figures.
  if (i === 0)
    await db.insert(offerEmploymentTypes).values({
      ...row,
      amountType: 'gross',
      type: 'permanent',
      ordinal: 1,
      salaryFrom: 50_000,
      salaryTo: 60_000,
      monthlyPlnFrom: 50_000,
      monthlyPlnTo: 60_000,
    });
}
await offersUpdated(db, [...chosen, ...others]);

const query = { category: category!.slug, seniority: 'expert' as const, city: null, contract: 'b2b' as const };

describe('getMarketData (the board’s pay figures beside the calculator)', () => {
  it('gives the quartiles of the middles of the offers’ monthly PLN ranges, and their count', async () => {
    const data = await getMarketData(db, board, query, 'pl');
    expect(data.count).toBe(5);
    // percentile_cont over 8,000 · 11,000 · 14,000 · 17,000 · 22,000.
    expect(data.quartiles).toEqual({ q1: 11_000, median: 14_000, q3: 17_000 });
  });

  it('interpolates between offers and counts each contract on its own', async () => {
    const permanent = await getMarketData(db, board, { ...query, contract: 'employment' }, 'pl');
    expect(permanent.count).toBe(1);
    expect(permanent.quartiles).toEqual({ q1: 55_000, median: 55_000, q3: 55_000 });
  });

  it('links to the list that shows the same offers', async () => {
    const data = await getMarketData(db, board, query, 'en');
    expect(data.listPath).toBe(
      `/job-offers/all-locations/${category!.slug}?pay-range-visible=true&employment-type=b2b&experience=expert`,
    );
    const dictionary = await getSearchDictionary(db, board.id);
    const [path, search] = data.listPath.split('?');
    const state = parseListUrl(path!.split('/').filter(Boolean), search ?? '', dictionary);
    const listed = await findOffersByCursor(db, board, {
      ...offerFilterQuerySchema.parse(queryObject(filtersToApiQuery(state!.filters))),
      itemsCount: 100,
    });
    expect(listed.data.map((o) => o.id).sort()).toEqual(chosen.slice(0, 5).sort());
  });

  it('answers no figures when nothing matches, and drops slugs the board does not know', async () => {
    const none = await getMarketData(db, board, { ...query, contract: 'mandate' }, 'pl');
    expect(none).toMatchObject({ count: 0, quartiles: null });
    const unknown = await getMarketData(db, board, { ...query, category: 'no-such-category', city: 'atlantis' }, 'pl');
    expect(unknown.query).toMatchObject({ category: null, city: null });
  });

  it('leaves out offers that are no longer listed', async () => {
    await db
      .update(offerListings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(offerListings.offerId, chosen[4]!), ne(offerListings.tenantId, 0)));
    await offersUpdatedCacheOnly();
    const data = await getMarketData(db, board, query, 'pl');
    expect(data.count).toBe(4);
    expect(data.quartiles!.median).toBe(12_500);
  });
});

/** Expiry is not announced; a new board generation stands for the cache's TTL running out. */
async function offersUpdatedCacheOnly() {
  const { offersChanged } = await import('@/features/offers/server/board-version');
  await offersChanged(board.id);
}
