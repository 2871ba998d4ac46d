import 'server-only';
import { findOfferCards } from '@/features/offers/server/public';
import type { Caller } from '@/lib/auth/caller';
import { requireCandidateFeature } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import type { FavouritesPage, FavouritesQuery } from '../schemas';
import {
  countFavourites,
  deleteFavourite,
  findBoardOfferIds,
  findFavourites,
  insertFavourite,
} from './favourite-queries';

/**
 * Favourites belong to a signed-in candidate and only ever name offers of the caller's board:
 * every function narrows the caller first (401 otherwise; 404 on a board without favourites), and reads
 * and writes by its own user id.
 */
export async function countFavouritesOf(db: Db, caller: Caller): Promise<{ count: number }> {
  const candidate = requireCandidateFeature(caller, 'favourites');
  return { count: await countFavourites(db, candidate.userId, candidate.tenantId) };
}

/** A page of favourites, newest first; with `jobAdvertisementsIds`, those of the given offers that are favourites. */
export async function findFavouritesOf(db: Db, caller: Caller, q: FavouritesQuery): Promise<FavouritesPage> {
  const candidate = requireCandidateFeature(caller, 'favourites');
  const ids = q.jobAdvertisementsIds.length ? q.jobAdvertisementsIds : undefined;
  const [rows, totalItems] = await Promise.all([
    findFavourites(db, candidate.userId, candidate.tenantId, {
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
      ids,
    }),
    ids ? Promise.resolve(null) : countFavourites(db, candidate.userId, candidate.tenantId),
  ]);
  const total = totalItems ?? rows.length;
  return {
    data: rows.map((r) => ({ jobAdvertisementId: r.offerId, createdAt: r.createdAt.toISOString() })),
    meta: {
      page: q.page,
      pageSize: q.pageSize,
      totalItems: total,
      totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    },
  };
}

/** Adds an offer of the board to the caller's favourites (idempotent); 404 for offers the board does not show. */
export async function addFavourite(db: Db, caller: Caller, offerId: number) {
  const candidate = requireCandidateFeature(caller, 'favourites');
  const [found] = await findBoardOfferIds(db, candidate.tenantId, [offerId]);
  if (found === undefined) throw new AppError('NOT_FOUND', 'favourites.offerNotFound');
  await insertFavourite(db, candidate.userId, offerId);
  return { jobAdvertisementId: offerId, isFavorite: true, ...(await countFavouritesOf(db, caller)) };
}

/** Removes an offer from the caller's favourites (idempotent: removing what is not there is fine). */
export async function removeFavourite(db: Db, caller: Caller, offerId: number) {
  const candidate = requireCandidateFeature(caller, 'favourites');
  await deleteFavourite(db, candidate.userId, offerId);
  return { jobAdvertisementId: offerId, isFavorite: false, ...(await countFavouritesOf(db, caller)) };
}

/** The caller's favourite offers as list cards (the favourites page), newest favourite first. */
export async function findFavouriteOfferCards(db: Db, caller: Caller, page: number, pageSize: number) {
  const favourites = await findFavouritesOf(db, caller, { page, pageSize, jobAdvertisementsIds: [] });
  const cards = await findOfferCards(
    db,
    favourites.data.map((f) => f.jobAdvertisementId),
    (page - 1) * pageSize,
  );
  return { data: cards.map((c) => ({ ...c, isFavorite: true })), meta: favourites.meta };
}

/** GET /v2/user-panel/job-advertisements: list cards of offers the board shows, in the order asked. */
export async function findJobAdvertisements(db: Db, tenantId: number, ids: number[]) {
  const shown = new Set(await findBoardOfferIds(db, tenantId, ids));
  return {
    data: await findOfferCards(
      db,
      ids.filter((id) => shown.has(id)),
    ),
  };
}
