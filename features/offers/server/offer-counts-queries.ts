import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { categories, offerListings } from '@/lib/db/schema';
import { cachedCount } from './count-cache';
import { listedOn } from './offer-search-queries';

/** Offers the board lists now (cached per board generation, like every count). */
export function countListedOffers(db: DbOrTx, tenantId: number): Promise<number> {
  return cachedCount(tenantId, 'listed', '', async () => {
    const [row] = await db.select({ n: count() }).from(offerListings).where(listedOn(tenantId, new Date()));
    return row?.n ?? 0;
  });
}

/** Main categories of a board in display order, each with its count of listed offers (cached per generation). */
export function findMainCategoriesWithCounts(db: DbOrTx, tenantId: number) {
  return cachedCount(tenantId, 'main-categories', '', () => mainCategoriesWithCounts(db, tenantId, new Date()));
}

async function mainCategoriesWithCounts(db: DbOrTx, tenantId: number, now: Date) {
  const counts = db
    .select({ mainCategoryId: offerListings.mainCategoryId, n: count().as('n') })
    .from(offerListings)
    .where(listedOn(tenantId, now))
    .groupBy(offerListings.mainCategoryId)
    .as('counts');
  return db
    .select({
      id: categories.id,
      key: categories.key,
      seoSlug: categories.seoSlug,
      labels: categories.labels,
      iconColorLight: categories.iconColorLight,
      iconColorDark: categories.iconColorDark,
      redirectTo: categories.redirectTo,
      isStatic: categories.isStatic,
      isNew: categories.isNew,
      count: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.mainCategoryId, categories.id))
    .where(and(eq(categories.tenantId, tenantId), eq(categories.depth, 0)))
    .orderBy(categories.ordinal);
}
