import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offerEmploymentTypes, offerLocations, offers } from '@/lib/db/schema';
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
import { listedOn } from './offer-counts-queries';

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

const SALARY_COLUMNS = {
  PLN: [offers.salaryPlnMin, offers.salaryPlnMax],
  EUR: [offers.salaryEurMin, offers.salaryEurMax],
  USD: [offers.salaryUsdMin, offers.salaryUsdMax],
  GBP: [offers.salaryGbpMin, offers.salaryGbpMax],
  CHF: [offers.salaryChfMin, offers.salaryChfMax],
} as const;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: SQL | typeof offers.searchText, text: string) =>
  sql`${column} like ${`%${likeEscape(foldText(text))}%`}`;

/** The WHERE of every read endpoint: listed on the board now, and every filter that is set. */
export function offerConditions(f: ResolvedFilters): SQL {
  const conditions: (SQL | undefined)[] = [listedOn(f.tenantId, f.now)];
  if (f.categoryIds.main.length || f.categoryIds.sub.length) {
    conditions.push(
      or(
        f.categoryIds.main.length ? inArray(offers.mainCategoryId, f.categoryIds.main) : undefined,
        f.categoryIds.sub.length ? inArray(offers.categoryId, f.categoryIds.sub) : undefined,
      ),
    );
  }
  // Keywords match title, company or skills, ignoring case and Polish diacritics ("c#" and "c++" too).
  for (const keyword of f.keywords) conditions.push(contains(offers.searchText, keyword));
  if (f.companyNames.length)
    conditions.push(
      or(...f.companyNames.map((c) => contains(sql`immutable_unaccent(lower(${offers.companyName}))`, c))),
    );
  if (f.jobTitles.length)
    conditions.push(or(...f.jobTitles.map((t) => contains(sql`immutable_unaccent(lower(${offers.title}))`, t))));
  if (f.skillIds.length)
    conditions.push(
      sql`${offers.skillIds} && ${sql`array[${sql.join(
        f.skillIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`}`,
    );
  if (f.withSalary) conditions.push(eq(offers.hasSalary, true));
  if (f.remote) conditions.push(eq(offers.workplaceType, 'remote'));
  if (f.workplaceTypes.length) conditions.push(inArray(offers.workplaceType, f.workplaceTypes));
  if (f.city) {
    if (f.city.radiusKm) {
      // Any location of the offer within the radius (earth_box narrows through the GiST index).
      const centre = sql`ll_to_earth(${f.city.latitude}, ${f.city.longitude})`;
      const metres = f.city.radiusKm * 1000;
      conditions.push(
        sql`exists (select 1 from ${offerLocations} where ${offerLocations.offerId} = ${offers.id}
          and earth_box(${centre}, ${metres}) @> ll_to_earth(${offerLocations.latitude}, ${offerLocations.longitude})
          and earth_distance(${centre}, ll_to_earth(${offerLocations.latitude}, ${offerLocations.longitude})) <= ${metres})`,
      );
    } else {
      conditions.push(sql`${offers.cityIds} @> array[${f.city.id}]::int[]`);
    }
  }
  const [minColumn, maxColumn] = SALARY_COLUMNS[f.currency];
  // Ranges overlap: the offer pays at least the asked minimum and no more than the asked maximum starts.
  if (f.salary.min !== null) conditions.push(sql`${maxColumn} >= ${f.salary.min}`);
  if (f.salary.max !== null) conditions.push(sql`${minColumn} <= ${f.salary.max}`);
  if (f.ukraineFriendly) conditions.push(eq(offers.openToHireUkrainians, true));
  if (f.seniorities.length) conditions.push(inArray(offers.seniority, f.seniorities));
  if (f.workingTimes.length) conditions.push(inArray(offers.workingTime, f.workingTimes));
  if (f.employmentTypes.length) {
    conditions.push(
      sql`exists (select 1 from ${offerEmploymentTypes} where ${offerEmploymentTypes.offerId} = ${offers.id} and ${inArray(offerEmploymentTypes.type, f.employmentTypes)})`,
    );
  }
  return and(...conditions)!;
}

/** The sort expression (never null, so it can key a cursor) and its direction. */
export function sortExpression(sortBy: SortKey, orderBy: SortOrder, currency: SalaryCurrency): SQL<number> {
  const [minColumn, maxColumn] = SALARY_COLUMNS[currency];
  switch (sortBy) {
    case 'newest':
      return sql<number>`(extract(epoch from ${offers.publishedAt}) * 1000)::float8`;
    case 'salary':
      // Offers without salary go last both ways.
      return orderBy === 'desc'
        ? sql<number>`coalesce(${maxColumn}, -1)::float8`
        : sql<number>`coalesce(${minColumn}, 1e12)::float8`;
    default:
      return sql<number>`(extract(epoch from ${offers.refreshedAt}) * 1000)::float8`;
  }
}

/**
 * One page by keyset: rows after (or, reading back, before) the cursor in the sort order, plus
 * one extra row to tell whether more exist. Rows always come back in the list's display order.
 */
export async function findOfferIdsPage(
  db: DbOrTx,
  where: SQL,
  sort: { expression: SQL<number>; order: SortOrder },
  cursor: OfferCursor | null,
  limit: number,
): Promise<{ id: number; sortValue: number }[]> {
  const forward = !cursor || cursor.direction === 'next';
  // Reading backwards flips the order, then the page is reversed back.
  const descending = (sort.order === 'desc') === forward;
  const boundary = cursor
    ? descending
      ? or(
          lt(sort.expression, cursor.value ?? 0),
          and(eq(sort.expression, cursor.value ?? 0), lt(offers.id, cursor.id)),
        )
      : or(
          gt(sort.expression, cursor.value ?? 0),
          and(eq(sort.expression, cursor.value ?? 0), gt(offers.id, cursor.id)),
        )
    : undefined;
  const rows = await db
    .select({ id: offers.id, sortValue: sort.expression })
    .from(offers)
    .where(and(where, boundary))
    .orderBy(...(descending ? [desc(sort.expression), desc(offers.id)] : [asc(sort.expression), asc(offers.id)]))
    .limit(limit + 1);
  return (forward ? rows : rows.reverse()).map((r) => ({ id: r.id, sortValue: Number(r.sortValue) }));
}
