import { and, eq } from 'drizzle-orm';
import { LruCache } from '@/lib/cache/lru';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { categories as categoryTable } from '@/lib/db/schema';
import { queryObject } from '@/lib/http/with-route';
import type { Locale } from '@/lib/i18n/locales';
import { decodeCursor } from '../cursor';
import { LIST_PAGE_SIZE } from '../options';
import { filtersToApiQuery, offersByCursorQuerySchema } from '../schemas';
import {
  ALL_LOCATIONS,
  LIST_PREFIX,
  parseListUrl,
  serializeListUrl,
  type ListUrlState,
  type SlugDictionary,
} from '../search-params';
import { findMainCategoriesWithCounts } from './offer-counts-queries';
import { countOffersByCategory, findOffersByCursor } from './offer-search-service';
import { getSearchDictionary } from './search-dictionary';
import { SORT_CHOICES, type SortChoice } from '../sort-choices';
import { localizedPath } from '@/lib/paths';

export { SORT_CHOICES, sortChoiceOf, type SortChoice } from '../sort-choices';

/**
 * Parses a list URL leniently: path segments the board does not know are dropped (from the end),
 * and the plain fields the no-JavaScript filter form sends (location, category, sort, salaryFrom,
 * salaryTo) are folded into the canonical form. Never throws.
 */
export function parseListRequest(
  segments: string[],
  query: URLSearchParams,
  dictionary: SlugDictionary,
  locale: Locale,
): ListUrlState {
  const path = [LIST_PREFIX, ...segments.slice(1)];
  const location = query.get('location');
  const category = query.get('category');
  if (location !== null || category !== null) {
    const loc = location && location !== ALL_LOCATIONS ? location : null;
    path.splice(
      1,
      path.length - 1,
      ...(loc || category ? [loc ?? ALL_LOCATIONS] : []),
      ...(category ? [category] : []),
    );
  }
  const q = new URLSearchParams(query);
  for (const key of ['location', 'category', 'sort', 'salaryFrom', 'salaryTo']) q.delete(key);
  const sort = query.get('sort') as SortChoice | null;
  if (sort && sort in SORT_CHOICES) {
    q.set('sortBy', SORT_CHOICES[sort].sortBy);
    q.set('orderBy', SORT_CHOICES[sort].orderBy);
  }
  // Typed amounts may group thousands with spaces and use a decimal comma ("12 500,50").
  const amount = (v: string | null) => v?.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const from = amount(query.get('salaryFrom'));
  const to = amount(query.get('salaryTo'));
  if (from || to) q.set(locale === 'pl' ? 'widelki' : 'salary-range', `${from || 0}-${to || 1_000_000}`);
  // Words typed into the keyword box are separate keywords (each must match).
  const keywords = q
    .getAll('keyword')
    .flatMap((k) => k.split(/\s+/))
    .filter(Boolean);
  q.delete('keyword');
  for (const k of keywords) q.append('keyword', k);
  for (let n = path.length; n >= 1; n--) {
    const state = parseListUrl(path.slice(0, n), q, dictionary);
    if (state) return state;
  }
  return parseListUrl([LIST_PREFIX], q, dictionary)!;
}

export const listHref = (state: ListUrlState, locale: Locale) => localizedPath(locale, serializeListUrl(state, locale));

type ListQuery = ReturnType<typeof offersByCursorQuerySchema.parse>;
/** Validated queries by list address and cursor: the schema's checks cost more than the rest of a cache hit. */
const listQueries = new LruCache<Readonly<ListQuery>>(1_000, 10 * 60_000);

/** The by-cursor query of a list: its filters, a page of the list's size, from a cursor. */
function listQuery(state: ListUrlState, from: string | undefined): Readonly<ListQuery> {
  // The canonical address names the filters exactly (parse(serialize(state)) = state).
  const key = `${serializeListUrl({ filters: state.filters, from: null, showMap: false }, 'pl')}\n${from ?? ''}`;
  let query = listQueries.get(key);
  if (!query) {
    query = Object.freeze(
      offersByCursorQuerySchema.parse({
        ...queryObject(filtersToApiQuery(state.filters)),
        itemsCount: LIST_PAGE_SIZE,
        from,
      }),
    );
    listQueries.set(key, query);
  }
  return query;
}

/** Everything the list page renders for a list state. */
export async function loadListPage(db: Db, tenant: Tenant, state: ListUrlState, locale: Locale) {
  // A cursor that does not decode is ignored (the list starts at the top).
  const query = listQuery(state, state.from && decodeCursor(state.from) ? state.from : undefined);
  const dictionary = await getSearchDictionary(db, tenant.id);
  const category = state.filters.category ? dictionary.categoryBySlug.get(state.filters.category) : undefined;
  const [page, mainCategories, categoryCounts, subRows] = await Promise.all([
    findOffersByCursor(db, tenant, query).catch(() =>
      // A stale cursor from another sort: start from the top rather than fail.
      findOffersByCursor(db, tenant, { ...query, from: undefined }),
    ),
    findMainCategoriesWithCounts(db, tenant.id),
    // Every category's count under the other filters (what choosing it would give).
    countOffersByCategory(db, tenant, query),
    category
      ? db
          .select({ slug: categoryTable.seoSlug, key: categoryTable.key, labels: categoryTable.labels })
          .from(categoryTable)
          .where(and(eq(categoryTable.tenantId, tenant.id), eq(categoryTable.parentId, category.id)))
      : Promise.resolve([]),
  ]);
  // Spec: subcategories sorted by count, largest first.
  const subcategories = subRows
    .map((c) => ({ slug: c.slug, label: c.labels[locale], count: categoryCounts[c.key] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return {
    page,
    /** The time the page was computed (for "new" badges). */
    now: Date.now(),
    categories: mainCategories.map((c) => ({ ...c, count: categoryCounts[c.key] ?? 0 })),
    subcategories,
    cities: [...dictionary.cityBySlug.values()].map((c) => ({
      slug: c.slug,
      label: c.labels[locale],
      top: c.group === 'top',
    })),
  };
}

/**
 * One more page of a list for the infinite scroll, either way from a cursor: the list is given by
 * its URL (what the page calls its key), so the client never builds API queries of its own.
 * Null when the URL or the cursor does not fit the board (the client then just stops loading).
 */
export async function loadListChunk(db: Db, tenant: Tenant, listUrl: string, cursor: string, locale: Locale) {
  if (!decodeCursor(cursor)) return null;
  let url: URL;
  try {
    url = new URL(listUrl, 'http://list.invalid');
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] === 'en') segments.shift();
  if (segments[0] !== LIST_PREFIX) return null;
  const dictionary = await getSearchDictionary(db, tenant.id);
  const state = parseListRequest(segments, url.searchParams, dictionary, locale);
  const query = listQuery(state, cursor);
  const page = await findOffersByCursor(db, tenant, query).catch(() => null);
  if (!page) return null;
  return { state, page, href: listHref({ ...state, from: cursor }, locale) };
}
