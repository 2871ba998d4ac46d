import { and, count, gt } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { filtersToApiQuery } from '@/features/offers/api-query';
import { DEFAULT_FILTERS, LIST_PREFIX, serializeListUrl, type OfferFilters } from '@/features/offers/search-params';
import { listHref, parseListRequest } from '@/features/offers/server/public';
import { resolveFilters } from '@/features/offers/server/public';
import { offerConditions, type ResolvedFilters } from '@/features/offers/server/public';
import { getSearchDictionary } from '@/features/offers/server/public';
import type { Db, DbOrTx } from '@/lib/db/client';
import { offerListings } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { queryObject } from '@/lib/http/with-route';
import type { Locale } from '@/lib/i18n/locales';

export interface CanonicalSearch {
  filters: OfferFilters;
  /** The list URL to open (in the caller's language). */
  searchUrl: string;
  /** What decides matching: the filters without the sort, serialised canonically. */
  filterKey: string;
}

const badSearchUrl = () =>
  new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field: 'searchUrl', message: 'alerts.searchUrlInvalid' }] });

/**
 * A saved search is what its list URL means on this board: the URL is parsed with the list's own
 * codec (unknown slugs dropped), so the filters a client sends are never trusted as they are.
 */
export async function canonicalSearch(
  db: Db,
  tenant: Tenant,
  rawUrl: string,
  locale: Locale,
): Promise<CanonicalSearch> {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://board.invalid');
  } catch {
    throw badSearchUrl();
  }
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments[0] === 'en' || segments[0] === 'pl') segments.shift();
  if (segments.length > 0 && segments[0] !== LIST_PREFIX) throw badSearchUrl();
  const dictionary = await getSearchDictionary(db, tenant.id);
  const state = parseListRequest([LIST_PREFIX, ...segments.slice(1)], url.searchParams, dictionary, locale);
  const canonical = { filters: state.filters, from: null, showMap: false };
  return {
    filters: state.filters,
    searchUrl: listHref(canonical, locale),
    filterKey: filterKeyOf(state.filters),
  };
}

export function filterKeyOf(filters: OfferFilters): string {
  const matching = { ...filters, sortBy: DEFAULT_FILTERS.sortBy, orderBy: DEFAULT_FILTERS.orderBy };
  return serializeListUrl({ filters: matching, from: null, showMap: false }, 'pl');
}

/**
 * Saved filters resolved with the list's search engine (the same WHERE as the list and its
 * count). Null when they no longer fit the board (a category was removed): nothing matches.
 */
export async function resolveSavedFilters(
  db: Db,
  tenant: Pick<Tenant, 'id'>,
  filters: OfferFilters,
  now: Date,
): Promise<ResolvedFilters | null> {
  const query = offerFilterQuerySchema.safeParse(queryObject(filtersToApiQuery({ ...DEFAULT_FILTERS, ...filters })));
  if (!query.success) return null;
  try {
    return await resolveFilters(db, tenant as Tenant, query.data, now);
  } catch {
    return null;
  }
}

/** Listed offers matching saved filters that were published after a moment (the "new" count). */
export async function countOffersPublishedAfter(
  db: DbOrTx,
  resolved: ResolvedFilters | null,
  since: Date,
): Promise<number> {
  if (!resolved) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(offerListings)
    .where(and(offerConditions(resolved), gt(offerListings.publishedAt, since)));
  return row?.n ?? 0;
}
