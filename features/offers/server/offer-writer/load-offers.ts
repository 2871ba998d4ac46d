import type { Db, DbHandle } from '@/lib/db/client';
import { bulkInsert } from '@/lib/db/bulk-insert';
import {
  offerBoards,
  offerEmploymentTypes,
  offerLanguages,
  offerListings,
  offerLocations,
  offerRevisions,
  offers,
  offerSkills,
} from '@/lib/db/schema';
import { syncOfferListings } from '../listing-sync';
import { announce, childRows } from './offer-children';
import { parseOffers, type OfferInput, type WriteOptions } from './offer-input';
import { buildRows, loadContext } from './offer-rows';

/**
 * The bulk path of the same writer, for loading an empty database (the demo data): the same
 * validation, sanitising and search columns, with ids assigned by the caller and rows streamed
 * through `bulkInsert` (COPY on PGlite). Not transactional; the search rows are written by one
 * `syncOfferListings` once the load is complete (`finishOfferLoad`), as per-batch rewrites
 * would scan child tables whose indexes a bulk load drops.
 */
export async function loadOffers(
  handle: DbHandle,
  inputs: readonly OfferInput[],
  firstId: number,
  options: WriteOptions = {},
): Promise<number[]> {
  const list = parseOffers(inputs);
  if (list.length === 0) return [];
  const now = options.now ?? new Date();
  const ctx = await loadContext(handle.db, list);
  const built = list.map((o, i) => ({ id: firstId + i, ...buildRows(o, ctx) }));
  await bulkInsert(
    handle,
    offers,
    built.map((b) => ({
      ...b.offer,
      id: b.id,
      createdAt: b.offer.createdAt ?? now,
      updatedAt: b.offer.refreshedAt ?? now,
    })),
  );
  const rows = childRows(built);
  await bulkInsert(handle, offerLocations, rows.locations);
  await bulkInsert(handle, offerEmploymentTypes, rows.employmentTypes);
  await bulkInsert(handle, offerSkills, rows.skills);
  await bulkInsert(handle, offerLanguages, rows.languages);
  await bulkInsert(handle, offerBoards, rows.boards);
  await bulkInsert(
    handle,
    offerRevisions,
    built.map((b) => ({
      offerId: b.id,
      userId: options.userId ?? null,
      action: 'create' as const,
      changes: {},
      createdAt: b.offer.createdAt ?? now,
    })),
  );
  return built.map((b) => b.id);
}

/** Ends a bulk load: writes every search row and announces the boards. */
export async function finishOfferLoad(db: Db): Promise<void> {
  await syncOfferListings(db);
  const rows = await db.selectDistinct({ tenantId: offerListings.tenantId }).from(offerListings);
  await announce(rows.map((r) => r.tenantId));
}
