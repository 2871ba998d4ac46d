import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { categories, offerListings } from '@/lib/db/schema';
import { listedOn } from './offer-search-queries';

export async function countListedOffers(db: DbOrTx, tenantId: number, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offerListings).where(listedOn(tenantId, now));
  return row?.n ?? 0;
}

/** Main categories of a board in display order, each with its count of listed offers. */
export async function findMainCategoriesWithCounts(db: DbOrTx, tenantId: number, now = new Date()) {
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
