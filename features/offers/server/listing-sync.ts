import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offerListings } from '@/lib/db/schema';
import { offersChanged } from './board-version';

const COLUMNS = sql.raw(
  Object.values(getTableColumns(offerListings))
    .map((c) => `"${c.name}"`)
    .join(', '),
);

/**
 * Rewrites the search rows (offer_listings) of the given offers, or of every offer, from the
 * offers themselves (the `offer_listing_source` view). Call it in the transaction that publishes,
 * changes, moves or withdraws offers, then announce the change with `offersChanged`.
 */
export async function syncOfferListings(db: DbOrTx, offerIds?: readonly number[]): Promise<void> {
  if (offerIds && offerIds.length === 0) return;
  const ids = offerIds
    ? sql`array[${sql.join(
        offerIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`
    : undefined;
  if (ids) {
    await db.execute(sql`delete from ${offerListings} where offer_id = any(${ids})`);
    await db.execute(
      sql`insert into ${offerListings} (${COLUMNS}) select ${COLUMNS} from offer_listing_source where offer_id = any(${ids})`,
    );
  } else {
    await db.execute(sql`delete from ${offerListings}`);
    await db.execute(sql`insert into ${offerListings} (${COLUMNS}) select ${COLUMNS} from offer_listing_source`);
    await db.execute(sql`analyze ${offerListings}`);
  }
}

/**
 * After offers were written: rewrites their search rows and announces the change for every board
 * they were or now are on, so counts, lists and map indexes everywhere stop serving the old state.
 */
export async function offersUpdated(db: DbOrTx, offerIds: readonly number[]): Promise<void> {
  if (offerIds.length === 0) return;
  const boardsOf = async () =>
    (
      await db
        .selectDistinct({ tenantId: offerListings.tenantId })
        .from(offerListings)
        .where(inArray(offerListings.offerId, [...offerIds]))
    ).map((r) => r.tenantId);
  const before = await boardsOf();
  await syncOfferListings(db, offerIds);
  const after = await boardsOf();
  for (const tenantId of new Set([...before, ...after])) await offersChanged(tenantId);
}
