import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offerListings, offerLocations } from '@/lib/db/schema';
import type { OfferCursor } from '../cursor';
import { keywordClauses, termsQuery, type Field } from '../search-terms';
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

/** The listing's terms answer the text search query (the GIN index on `search_vector` finds them). */
const matches = (query: string) => sql`${L.searchVector} @@ ${query}::tsquery`;

/** Analysed keywords found in a field (`termsQuery`); undefined when nothing is asked. */
function termsFound(clauses: readonly string[][][], field: Field): SQL | undefined {
  const query = termsQuery(clauses, field);
  return query === null ? undefined : matches(query);
}

/** Any of the typed values (company names, titles) in a field, each as whole terms. */
function anyFound(values: readonly string[], field: Field): SQL | undefined {
  const found = values.map((v) => termsFound(keywordClauses(v), field));
  // A value with no terms at all (punctuation) narrows nothing, as an empty keyword does.
  return found.some((c) => c === undefined) ? undefined : or(...found);
}

const clausesOf = (f: Pick<ResolvedFilters, 'keywords'>) => f.keywords.flatMap((k) => keywordClauses(k));

/**
 * How well a listing matches the keywords, best first: every keyword in the title; every keyword
 * in the key fields (title, required skills, company); the rest (a nice-to-have skill or the
 * description). Null without keywords. `tiers` are disjoint conditions in that order which together
 * are the keyword condition: add each to `offerConditions` of the filters without their keywords,
 * so each tier is one text search the planner estimates as a whole. `rank` is the tier's number as
 * an expression, for lists filtered with the keywords.
 */
export function relevanceTiers(f: Pick<ResolvedFilters, 'keywords'>): { tiers: SQL[]; rank: SQL<number> } | null {
  const clauses = clausesOf(f);
  const [anywhere, inTitle, inKey] = (['anywhere', 'title', 'key'] as const).map((field) => termsQuery(clauses, field));
  if (!anywhere || !inTitle || !inKey) return null;
  return {
    tiers: [matches(inTitle), matches(`(${inKey}) & !(${inTitle})`), matches(`(${anywhere}) & !(${inKey})`)],
    rank: sql<number>`(case when ${matches(inTitle)} then 0 when ${matches(inKey)} then 1 else 2 end)`,
  };
}

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
  // Keywords match whole terms of the title, company, skills or description, ignoring case, Polish
  // diacritics and inflections ("java" is not "javascript"; "c" is not "c#"); titles and companies
  // chosen from the suggestions match whole terms of the title or the company name.
  conditions.push(termsFound(clausesOf(f), 'anywhere'));
  if (f.companyNames.length) conditions.push(anyFound(f.companyNames, 'company'));
  if (f.jobTitles.length) conditions.push(anyFound(f.jobTitles, 'title'));
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
 * With relevance tiers (a keyword search) the list is the first tier in the sort order, then the
 * second, and so on: each tier is read in turn (from the cursor's tier) until the page is full, so
 * each read can walk the sort's index like an unranked list; each row carries its tier.
 */
export async function findOfferIdsPage(
  db: DbOrTx,
  where: SQL,
  sort: ListSort,
  cursor: OfferCursor | null,
  limit: number,
  tiers: readonly SQL[] = [],
): Promise<{ id: number; sortValue: string | number; rank: number | null }[]> {
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
  const read = async (condition: SQL | undefined, count: number) =>
    (
      await db
        .select({ id: L.offerId, sortValue: sort.value })
        .from(L)
        .where(and(where, condition))
        .orderBy(...orderTerms(sort, descending))
        .limit(count)
    ).map((r) => ({
      id: r.id,
      sortValue: sort.kind === 'time' ? String(r.sortValue) : Number(r.sortValue),
    }));
  if (tiers.length === 0) {
    const rows = (await read(boundary, limit + 1)).map((r) => ({ ...r, rank: null }));
    return forward ? rows : rows.reverse();
  }
  const rows: { id: number; sortValue: string | number; rank: number | null }[] = [];
  const first = cursor?.rank ?? 0;
  for (let rank = first; rank >= 0 && rank < tiers.length && rows.length <= limit; rank += forward ? 1 : -1) {
    const found = await read(and(tiers[rank], rank === first ? boundary : undefined), limit + 1 - rows.length);
    rows.push(...found.map((r) => ({ ...r, rank })));
  }
  return forward ? rows : rows.reverse();
}
