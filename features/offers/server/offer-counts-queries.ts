import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { categories, offerBoards, offers } from '@/lib/db/schema';

/** Offers a board lists now: published, not past their expiry, shown on that board. */
export function listedOn(tenantId: number, now: Date) {
  return and(
    eq(offers.status, 'published'),
    gt(offers.expiresAt, now),
    sql`exists (select 1 from ${offerBoards} where ${offerBoards.offerId} = ${offers.id} and ${offerBoards.tenantId} = ${tenantId})`,
  );
}

export async function countListedOffers(db: DbOrTx, tenantId: number, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offers).where(listedOn(tenantId, now));
  return row?.n ?? 0;
}

/** Main categories of a board in display order, each with its count of listed offers. */
export async function findMainCategoriesWithCounts(db: DbOrTx, tenantId: number, now = new Date()) {
  const counts = db
    .select({ mainCategoryId: offers.mainCategoryId, n: count().as('n') })
    .from(offers)
    .where(listedOn(tenantId, now))
    .groupBy(offers.mainCategoryId)
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
