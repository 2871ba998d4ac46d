import { count, countDistinct, gt, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offerListings, offerViews } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { decodeCursor, encodeCursor } from '../cursor';
import { offerFilterQuerySchema, type OfferFilterQuery, type OffersByCursorQuery } from '../schemas';
import { ANY_BOARD } from './board-version';
import { cachedCount } from './count-cache';
import { filterKey } from './filter-key';
import { findKeptOfferCards, findOfferCards, findOfferCardsJson } from './offer-cards';
import {
  findOfferIdsPage,
  listSort,
  offerConditions,
  orderTerms,
  relevanceTiers,
  type ResolvedFilters,
} from './offer-search-queries';
import { getSearchDictionary, skillKey } from './search-dictionary';

/** Turns the API's slugs and names into ids of the board; unknown categories or cities are a 400. */
export async function resolveFilters(
  db: Db,
  tenant: Tenant,
  q: OfferFilterQuery,
  now = new Date(),
): Promise<ResolvedFilters> {
  const dictionary = await getSearchDictionary(db, tenant.id);
  const main: number[] = [];
  const sub: number[] = [];
  for (const slug of q.categories) {
    const category = dictionary.categoryBySlug.get(slug);
    if (!category)
      throw new AppError('BAD_REQUEST', 'badRequest', {
        fields: [{ field: 'categories', message: 'unknownCategory' }],
      });
    (category.parentId === null ? main : sub).push(category.id);
  }
  let city: ResolvedFilters['city'] = null;
  if (q.city) {
    const entry = dictionary.cityBySlug.get(q.city);
    if (!entry)
      throw new AppError('BAD_REQUEST', 'badRequest', {
        fields: [{ field: 'city', message: 'unknownCity' }],
      });
    // Spec: radius applies only with a location and only if non-zero.
    city = { id: entry.id, latitude: entry.latitude, longitude: entry.longitude, radiusKm: q.cityRadiusKm || null };
  }
  return {
    tenantId: tenant.id,
    now,
    categoryIds: { main, sub },
    keywords: q.keywords,
    companyNames: q.companyNames,
    // Skills are free values: one the dictionary does not know matches no offer.
    skillIds: q.skills.map((s) => dictionary.skillIdByName.get(skillKey(s)) ?? 0),
    jobTitles: q.jobTitles,
    withSalary: q.withSalary,
    remote: q.remote,
    workplaceTypes: q.remoteWorkOptions,
    city,
    salary: { min: q.salaryMin ?? null, max: q.salaryMax ?? null },
    currency: q.currency,
    ukraineFriendly: q.ukraineFriendly,
    seniorities: q.experienceLevels,
    employmentTypes: q.employmentTypes,
    workingTimes: q.workingTimes,
  };
}

/** The ids of a by-cursor page, in either direction, and its meta (total, cursors to go on). */
async function findOfferPage(db: Db, tenant: Tenant, q: OffersByCursorQuery) {
  const cursor = q.from ? decodeCursor(q.from) : null;
  if (q.from && !cursor)
    throw new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field: 'from', message: 'malformedCursor' }] });
  const sort = listSort(q.sortBy, q.orderBy, q.currency);
  // A cursor from a list in another sort does not fit this one.
  if (cursor && cursor.value !== null && typeof cursor.value !== (sort.kind === 'time' ? 'string' : 'number'))
    throw new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field: 'from', message: 'malformedCursor' }] });
  const filters = await resolveFilters(db, tenant, q);
  const relevance = relevanceTiers(filters);
  // Nor does a cursor of a keyword search fit a list without keywords, or the other way round.
  const rank = cursor?.rank ?? null;
  if (cursor && (relevance ? rank === null || rank >= relevance.tiers.length : rank !== null))
    throw new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field: 'from', message: 'malformedCursor' }] });
  // The same pages (first pages above all) are asked for again and again: one read per board generation.
  const pageKey = `${filterKey(q)}|${q.sortBy}|${q.orderBy}|${q.itemsCount}|${q.from ?? ''}`;
  const rows = await cachedCount(tenant.id, 'ids-page', pageKey, () => {
    // Ranked, the tiers are the keyword condition (each tier read on its own).
    const where = offerConditions(relevance ? { ...filters, keywords: [] } : filters);
    return findOfferIdsPage(db, where, sort, cursor, q.itemsCount, relevance?.tiers);
  });
  const backward = cursor?.direction === 'prev';
  const hasMore = rows.length > q.itemsCount;
  // The extra row is the one farthest from the cursor: last going forward, first going back.
  const page = hasMore ? (backward ? rows.slice(1) : rows.slice(0, q.itemsCount)) : rows;
  const [first, last] = [page[0], page[page.length - 1]];
  const hasNext = backward ? Boolean(cursor) : hasMore;
  const hasPrev = backward ? hasMore : Boolean(cursor);
  const totalItems = await countOffers(db, tenant, q);
  return {
    ids: page.map((r) => r.id),
    meta: {
      itemsCount: page.length,
      totalItems,
      cursors: {
        next:
          hasNext && last
            ? encodeCursor({ value: last.sortValue, id: last.id, direction: 'next', rank: last.rank })
            : null,
        prev:
          hasPrev && first
            ? encodeCursor({ value: first.sortValue, id: first.id, direction: 'prev', rank: first.rank })
            : null,
      },
      from: q.from ?? null,
    },
  };
}

/** A by-cursor page with its cards (what the list page renders). */
export async function findOffersByCursor(db: Db, tenant: Tenant, q: OffersByCursorQuery) {
  const { ids, meta } = await findOfferPage(db, tenant, q);
  return { data: await findKeptOfferCards(db, ids), meta };
}

/**
 * GET /v2/user-panel/offers/by-cursor as the JSON text it sends: the cards carry their salaries converted
 * into the requested currency only, and each card's text is made once (findOfferCardsJson).
 */
export async function findOffersByCursorJson(db: Db, tenant: Tenant, q: OffersByCursorQuery): Promise<string> {
  const { ids, meta } = await findOfferPage(db, tenant, q);
  const cards = await findOfferCardsJson(db, ids, q.currency);
  return `{"data":[${cards.join(',')}],"meta":${JSON.stringify(meta)}}`;
}

/** GET /v2/user-panel/offers/count. */
export function countOffers(db: Db, tenant: Tenant, q: OfferFilterQuery): Promise<number> {
  return cachedCount(tenant.id, 'count', filterKey(q), async () => {
    const where = offerConditions(await resolveFilters(db, tenant, q));
    const [row] = await db.select({ n: count() }).from(offerListings).where(where);
    return row?.n ?? 0;
  });
}

/**
 * GET /v2/user-panel/offers/count/categories: offers per category value (main categories and
 * subcategories) for the same filters, with the category filter itself left out so every
 * category shows what choosing it would give.
 */
export async function countOffersByCategory(
  db: Db,
  tenant: Tenant,
  q: OfferFilterQuery,
): Promise<Record<string, number>> {
  const withoutCategories = { ...q, categories: [] };
  // Answers are shared between callers: each gets its own copy to keep.
  const counts = await cachedCount(tenant.id, 'categories', filterKey(withoutCategories), () =>
    countByCategoryUncached(db, tenant, withoutCategories),
  );
  return { ...counts };
}

async function countByCategoryUncached(db: Db, tenant: Tenant, q: OfferFilterQuery): Promise<Record<string, number>> {
  const dictionary = await getSearchDictionary(db, tenant.id);
  const where = offerConditions(await resolveFilters(db, tenant, q));
  const rows = await db
    .select({ main: offerListings.mainCategoryId, sub: offerListings.categoryId, n: count() })
    .from(offerListings)
    .where(where)
    .groupBy(offerListings.mainCategoryId, offerListings.categoryId)
    .orderBy(sql`1`);
  const keyById = new Map([...dictionary.categoryBySlug.values()].map((c) => [c.id, c.key]));
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const mainKey = row.main === null ? undefined : keyById.get(row.main);
    if (mainKey) counts[mainKey] = (counts[mainKey] ?? 0) + row.n;
    const subKey = row.sub === null || row.sub === row.main ? undefined : keyById.get(row.sub);
    if (subKey) counts[subKey] = (counts[subKey] ?? 0) + row.n;
  }
  return counts;
}

/** GET /v2/user-panel/offers: page-numbered list (the by-cursor route is the one to use for deep paging). */
export async function findOffersPage(db: Db, tenant: Tenant, q: OfferFilterQuery & { page: number; perPage: number }) {
  const filters = await resolveFilters(db, tenant, q);
  const where = offerConditions(filters);
  const relevance = relevanceTiers(filters);
  const totalItems = await countOffers(db, tenant, q);
  const rows = await db
    .select({ id: offerListings.offerId })
    .from(offerListings)
    .where(where)
    // The same order as the by-cursor list: relevance tiers first in a keyword search.
    .orderBy(
      ...(relevance ? [relevance.rank] : []),
      ...orderTerms(listSort(q.sortBy, q.orderBy, q.currency), q.orderBy === 'desc'),
    )
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const ids = rows.map((r) => r.id);
  const totalPages = Math.max(1, Math.ceil(totalItems / q.perPage));
  return {
    data: await findOfferCards(db, ids, (q.page - 1) * q.perPage),
    meta: {
      page: q.page,
      itemsCount: ids.length,
      totalItems,
      totalPages,
      nextPage: q.page < totalPages ? q.page + 1 : null,
      prevPage: q.page > 1 ? q.page - 1 : null,
    },
  };
}

/**
 * GET /v2/user-panel/offers/popular: most viewed in the last two weeks, freshest first among
 * equals. Computed once a minute per board and page (views only move the order a little).
 */
export function findPopularOffers(db: Db, tenant: Tenant, page: number, perPage: number) {
  return cachedCount(tenant.id, 'popular', `${page}|${perPage}`, async () => {
    const since = new Date(Date.now() - 14 * 86_400_000);
    const where = offerConditions(await resolveFilters(db, tenant, offerFilterQuerySchema.parse({})));
    const views = db
      .select({ offerId: offerViews.offerId, n: count().as('n') })
      .from(offerViews)
      .where(sql`${offerViews.tenantId} = ${tenant.id} and ${offerViews.visitedAt} >= ${since}`)
      .groupBy(offerViews.offerId)
      .as('views');
    const rows = await db
      .select({ id: offerListings.offerId })
      .from(offerListings)
      .leftJoin(views, sql`${views.offerId} = ${offerListings.offerId}`)
      .where(where)
      .orderBy(
        sql`coalesce(${views.n}, 0) desc`,
        sql`${offerListings.refreshedAt} desc`,
        sql`${offerListings.offerId} desc`,
      )
      .limit(perPage)
      .offset((page - 1) * perPage);
    const ids = rows.map((r) => r.id);
    return { data: await findOfferCards(db, ids, (page - 1) * perPage) };
  });
}

/** GET /v2/user-panel/offers/all-boards/count: offers listed now on any board, each counted once. */
export function countOffersOnAllBoards(db: Db, now = new Date()): Promise<number> {
  return cachedCount(ANY_BOARD, 'all-boards', '', () => countOnAllBoardsUncached(db, now));
}

async function countOnAllBoardsUncached(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(offerListings.offerId) })
    .from(offerListings)
    .where(gt(offerListings.expiresAt, now));
  return row?.n ?? 0;
}

/** GET /v2/user-panel/offers/count/categories/{categoryId}: offers per subcategory value of one main category. */
export async function countOffersBySubcategory(
  db: Db,
  tenant: Tenant,
  categoryId: number,
  q: OfferFilterQuery,
): Promise<Record<string, number>> {
  const dictionary = await getSearchDictionary(db, tenant.id);
  const main = [...dictionary.categoryBySlug.values()].find((c) => c.id === categoryId && c.parentId === null);
  if (!main) throw new AppError('NOT_FOUND', 'notFound');
  const all = await countOffersByCategory(db, tenant, q);
  const counts: Record<string, number> = {};
  for (const c of dictionary.categoryBySlug.values()) if (c.parentId === main.id) counts[c.key] = all[c.key] ?? 0;
  return counts;
}
