import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { categories, offerListings } from '@/lib/db/schema';
import { cachedCount } from './count-cache';
import { SALARY_FILTER_MAX, type SalaryCurrency } from '../options';
import { SALARY_STEP } from '../components/filters/salary-input';
import { listedOn, SALARY_COLUMNS } from './offer-search-queries';

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

/** The share of the board's salary maxima the slider's range covers; the rest is typed. */
const SLIDER_PERCENTILE = 0.95;

/**
 * The upper end of the salary slider for a board and currency: the 95th percentile of the listed
 * offers' monthly maxima in that currency, rounded up to the slider's step, never above the
 * filter's limit (cached per board generation). With no salaries listed, the filter's limit.
 */
export function findSalarySliderMax(db: DbOrTx, tenantId: number, currency: SalaryCurrency): Promise<number> {
  return cachedCount(tenantId, 'salary-slider-max', currency, async () => {
    const [, maxColumn] = SALARY_COLUMNS[currency];
    const [row] = await db
      .select({
        p: sql<number | string | null>`percentile_cont(${SLIDER_PERCENTILE}) within group (order by ${maxColumn})`,
      })
      .from(offerListings)
      .where(and(listedOn(tenantId, new Date()), sql`${maxColumn} is not null`));
    const p = row?.p === null || row?.p === undefined ? null : Number(row.p);
    if (p === null || !Number.isFinite(p) || p <= 0) return SALARY_FILTER_MAX;
    return Math.min(SALARY_FILTER_MAX, Math.ceil(p / SALARY_STEP) * SALARY_STEP);
  });
}
