import { and, isNotNull, or, sql } from 'drizzle-orm';
import { filtersToApiQuery } from '@/features/offers/api-query';
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { serializeListUrl } from '@/features/offers/search-params';
import { cachedCount } from '@/features/offers/server/public';
import { offerConditions } from '@/features/offers/server/public';
import { resolveFilters } from '@/features/offers/server/public';
import { getSearchDictionary } from '@/features/offers/server/public';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offerEmploymentTypes, offerListings } from '@/lib/db/schema';
import { queryObject } from '@/lib/http/with-route';
import type { Locale } from '@/lib/i18n/locales';
import { EMPLOYMENT_TYPE_OF, marketFilters, type MarketQuery } from '../market';

export interface MarketData {
  /** The query as applied (a category or city the board does not know is dropped). */
  query: MarketQuery;
  /** Listed offers with a salary for the contract under the filters. */
  count: number;
  /** Quartiles of their monthly PLN salaries (the middle of each range), or null without offers. */
  quartiles: { q1: number; median: number; q3: number } | null;
  /** The list that shows these offers, without the locale prefix. */
  listPath: string;
}

const E = offerEmploymentTypes;

/**
 * The board's own pay figures for a calculator contract: how many listed offers of a category,
 * seniority and city state a salary for the matching employment type, and the quartiles of those
 * salaries. Each offer counts once, at the middle of its range (or its one bound) in PLN a month
 * (the normalised amounts of offer_employment_types). The filters are the list's own (the codec's
 * filters through the search conditions), so the link shows the same offers. Kept per board
 * generation, like the counts.
 */
export async function getMarketData(db: Db, tenant: Tenant, asked: MarketQuery, locale: Locale): Promise<MarketData> {
  const dictionary = await getSearchDictionary(db, tenant.id);
  const query: MarketQuery = {
    ...asked,
    category: asked.category && dictionary.isCategory(asked.category) ? asked.category : null,
    city: asked.city && dictionary.isCity(asked.city) ? asked.city : null,
  };
  const filters = marketFilters(query);
  const listPath = serializeListUrl({ filters, from: null, showMap: false }, locale);
  const key = `${query.category}|${query.seniority}|${query.city}|${query.contract}`;
  const figures = await cachedCount(tenant.id, 'salary-market', key, () => loadMarketFigures(db, tenant, query));
  return { query, listPath, ...figures };
}

/** The figures of `getMarketData` read from the database, uncached (slugs must be the board's). */
export async function loadMarketFigures(
  db: Db,
  tenant: Tenant,
  query: MarketQuery,
): Promise<Pick<MarketData, 'count' | 'quartiles'>> {
  const filters = marketFilters(query);
  const resolved = await resolveFilters(
    db,
    tenant,
    offerFilterQuerySchema.parse(queryObject(filtersToApiQuery(filters))),
  );
  const monthly = sql`(coalesce(${E.monthlyPlnFrom}, ${E.monthlyPlnTo}) + coalesce(${E.monthlyPlnTo}, ${E.monthlyPlnFrom})) / 2`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      quartiles: sql<
        number[] | string | null
      >`percentile_cont(array[0.25, 0.5, 0.75]) within group (order by (${monthly})::float8)`,
    })
    .from(offerListings)
    .innerJoin(
      E,
      and(
        sql`${E.offerId} = ${offerListings.offerId}`,
        sql`${E.type} = ${EMPLOYMENT_TYPE_OF[query.contract]}`,
        or(isNotNull(E.monthlyPlnFrom), isNotNull(E.monthlyPlnTo)),
      ),
    )
    .where(offerConditions(resolved));
  const count = row?.count ?? 0;
  const values = parseFloatArray(row?.quartiles ?? null);
  return {
    count,
    quartiles: count && values.length === 3 ? { q1: values[0]!, median: values[1]!, q3: values[2]! } : null,
  };
}

/** A float8[] as node-postgres gives it (an array) or as text (`{1,2,3}`), depending on the driver. */
function parseFloatArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
