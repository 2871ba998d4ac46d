import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { offerListings, offerLocations } from '@/lib/db/schema';
import { foldText } from '@/lib/text';
import type { OfferCursor } from '../cursor';
import type {
  EmploymentType,
  SalaryCurrency,
  Seniority,
  SortKey,
  SortOrder,
  WorkingTime,
  WorkplaceType,
} from '../options';

/** Filters resolved against the board's dictionary (ids instead of slugs). */
export interface ResolvedFilters {
  tenantId: number;
  now: Date;
  categoryIds: { main: number[]; sub: number[] };
  keywords: string[];
  companyNames: string[];
  skillIds: number[];
  jobTitles: string[];
  withSalary: boolean;
  remote: boolean;
  workplaceTypes: WorkplaceType[];
  city: { id: number; latitude: number; longitude: number; radiusKm: number | null } | null;
  salary: { min: number | null; max: number | null };
  currency: SalaryCurrency;
  ukraineFriendly: boolean;
  seniorities: Seniority[];
  employmentTypes: EmploymentType[];
  workingTimes: WorkingTime[];
}

const L = offerListings;

export const SALARY_COLUMNS = {
  PLN: [L.salaryPlnMin, L.salaryPlnMax],
  EUR: [L.salaryEurMin, L.salaryEurMax],
  USD: [L.salaryUsdMin, L.salaryUsdMax],
  GBP: [L.salaryGbpMin, L.salaryGbpMax],
  CHF: [L.salaryChfMin, L.salaryChfMax],
} as const;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: SQL | AnyPgColumn, text: string) => sql`${column} like ${`%${likeEscape(foldText(text))}%`}`;

/** Listed on the board now: a search row of the board that has not expired. */
export function listedOn(tenantId: number, now: Date): SQL {
  return and(eq(L.tenantId, tenantId), gt(L.expiresAt, now))!;
}

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * The WHERE of every read endpoint over offer_listings: listed on the board now, and every
 * filter that is set. Queries using it select from `offerListings`.
 */
export function offerConditions(f: ResolvedFilters): SQL {
  const conditions: (SQL | undefined)[] = [listedOn(f.tenantId, f.now)];
  if (f.categoryIds.main.length || f.categoryIds.sub.length) {
    conditions.push(
      or(
        f.categoryIds.main.length ? inArray(L.mainCategoryId, f.categoryIds.main) : undefined,
        f.categoryIds.sub.length ? inArray(L.categoryId, f.categoryIds.sub) : undefined,
      ),
    );
  }
  // Keywords match title, company or skills, ignoring case and Polish diacritics ("c#" and "c++" too).
  for (const keyword of f.keywords) conditions.push(contains(L.searchText, keyword));
  if (f.companyNames.length) conditions.push(or(...f.companyNames.map((c) => contains(L.companyFolded, c))));
  if (f.jobTitles.length) conditions.push(or(...f.jobTitles.map((t) => contains(L.titleFolded, t))));
  if (f.skillIds.length) conditions.push(sql`${L.skillIds} && ${intArray(f.skillIds)}`);
  if (f.withSalary) conditions.push(eq(L.hasSalary, true));
  if (f.remote) conditions.push(eq(L.workplaceType, 'remote'));
  if (f.workplaceTypes.length) conditions.push(inArray(L.workplaceType, f.workplaceTypes));
  if (f.city) {
    if (f.city.radiusKm) {
      // Any location of the offer within the radius (earth_box narrows through the GiST index).
      const centre = sql`ll_to_earth(${f.city.latitude}, ${f.city.longitude})`;
      const metres = f.city.radiusKm * 1000;
      conditions.push(
        sql`exists (select 1 from ${offerLocations} where ${offerLocations.offerId} = ${L.offerId}
          and earth_box(${centre}, ${metres}) @> ll_to_earth(${offerLocations.latitude}, ${offerLocations.longitude})
          and earth_distance(${centre}, ll_to_earth(${offerLocations.latitude}, ${offerLocations.longitude})) <= ${metres})`,
      );
    } else {
      conditions.push(sql`${L.cityIds} @> ${intArray([f.city.id])}`);
    }
  }
  const [minColumn, maxColumn] = SALARY_COLUMNS[f.currency];
  // Ranges overlap: the offer pays at least the asked minimum and no more than the asked maximum starts.
  if (f.salary.min !== null) conditions.push(sql`${maxColumn} >= ${f.salary.min}`);
  if (f.salary.max !== null) conditions.push(sql`${minColumn} <= ${f.salary.max}`);
  if (f.ukraineFriendly) conditions.push(eq(L.openToHireUkrainians, true));
  if (f.seniorities.length) conditions.push(inArray(L.seniority, f.seniorities));
  if (f.workingTimes.length) conditions.push(inArray(L.workingTime, f.workingTimes));
  if (f.employmentTypes.length)
    conditions.push(
      sql`${L.employmentTypes} && array[${sql.join(
        f.employmentTypes.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  return and(...conditions)!;
}

/**
 * How a list is ordered. Date sorts order by the column itself, so the board's index walks the
 * first page without sorting, and their cursor value is the exact timestamp (microseconds, as
 * text); salary sorts order by an expression whose value is a number.
 */
export interface ListSort {
  kind: 'time' | 'number';
  /** The column or expression ordered by, offer id breaking ties. */
  key: SQL;
  /** Its value as the cursor keeps it. */
  value: SQL<string | number>;
  order: SortOrder;
}

const TIMESTAMP_TEXT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

export function listSort(sortBy: SortKey, orderBy: SortOrder, currency: SalaryCurrency): ListSort {
  const [minColumn, maxColumn] = SALARY_COLUMNS[currency];
  const time = (column: typeof L.refreshedAt): ListSort => ({
    kind: 'time',
    key: sql`${column}`,
    value: sql<string>`to_char(${column} at time zone 'UTC', ${TIMESTAMP_TEXT})`,
    order: orderBy,
  });
  switch (sortBy) {
    case 'newest':
      return time(L.publishedAt);
    case 'salary': {
      // Offers without salary go last both ways.
      const key =
        orderBy === 'desc' ? sql<number>`coalesce(${maxColumn}, -1)` : sql<number>`coalesce(${minColumn}, 1e12)`;
      return { kind: 'number', key, value: key, order: orderBy };
    }
    default:
      return time(L.refreshedAt);
  }
}

/** ORDER BY terms of a sort, in either direction; `nulls last` matches the indexes' order. */
export function orderTerms(sort: ListSort, descending: boolean): SQL[] {
  return descending
    ? [sql`${sort.key} desc nulls last`, sql`${L.offerId} desc nulls last`]
    : [sql`${sort.key} asc nulls first`, sql`${L.offerId} asc nulls first`];
}

/**
 * One page by keyset: rows after (or, reading back, before) the cursor in the sort order, plus
 * one extra row to tell whether more exist. Rows always come back in the list's display order.
 */
export async function findOfferIdsPage(
  db: DbOrTx,
  where: SQL,
  sort: ListSort,
  cursor: OfferCursor | null,
  limit: number,
): Promise<{ id: number; sortValue: string | number }[]> {
  const forward = !cursor || cursor.direction === 'next';
  // Reading backwards flips the order, then the page is reversed back.
  const descending = (sort.order === 'desc') === forward;
  let boundary: SQL | undefined;
  if (cursor) {
    const value =
      sort.kind === 'time' ? sql`${String(cursor.value)}::timestamptz` : sql`${Number(cursor.value)}::float8`;
    // A row comparison, which the btree index can start its walk from.
    boundary = descending
      ? sql`(${sort.key}, ${L.offerId}) < (${value}, ${cursor.id})`
      : sql`(${sort.key}, ${L.offerId}) > (${value}, ${cursor.id})`;
  }
  const rows = await db
    .select({ id: L.offerId, sortValue: sort.value })
    .from(L)
    .where(and(where, boundary))
    .orderBy(...orderTerms(sort, descending))
    .limit(limit + 1);
  return (forward ? rows : rows.reverse()).map((r) => ({
    id: r.id,
    sortValue: sort.kind === 'time' ? String(r.sortValue) : Number(r.sortValue),
  }));
}
