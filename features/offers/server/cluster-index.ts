import Supercluster from 'supercluster';
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offerListings } from '@/lib/db/schema';
import { LruCache } from '@/lib/cache/lru';
import { boardVersion } from './board-version';

export interface PointProps {
  offerId: number;
  mainCategoryId: number | null;
}

/** Spec: initial bounds and zoom limits of the map; clusters are computed up to the details zoom. */
const MAX_ZOOM = 15;
const MAX_INDEXES = 64;
/** Offers also leave the board by expiring, which no write announces: indexes are rebuilt at least this often. */
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  index: Supercluster<PointProps>;
  version: number;
  builtMs: number;
  total: number;
}

/** Built indexes by board generation and canonical filter key; least recently used dropped first. */
const indexes = new LruCache<Entry>(MAX_INDEXES, MAX_AGE_MS);

/**
 * The cluster index of a board for a set of filters: built once from the main location of each
 * matching offer (so cluster counts add up to the number of offers), then served from memory
 * until the board's offers change (`offersChanged`, on every instance) or it is five minutes old.
 * Concurrent requests for an index being built wait for that one build.
 */
export function getClusterIndex(db: DbOrTx, tenantId: number, filterKey: string, where: SQL): Promise<Entry> {
  const version = boardVersion(tenantId);
  return indexes.getOrLoad(`${tenantId}|${version}|${filterKey}`, async () => {
    const started = performance.now();
    const rows = await db
      .select({
        offerId: offerListings.offerId,
        mainCategoryId: offerListings.mainCategoryId,
        latitude: sql<number>`${offerListings.latitude}`,
        longitude: sql<number>`${offerListings.longitude}`,
      })
      .from(offerListings)
      .where(and(where, isNotNull(offerListings.latitude), isNotNull(offerListings.longitude)))
      .orderBy(sql`${offerListings.offerId}`);
    const index = new Supercluster<PointProps>({ radius: 60, maxZoom: MAX_ZOOM, minPoints: 2 });
    index.load(
      rows.map((r) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [r.longitude, r.latitude] },
        properties: { offerId: r.offerId, mainCategoryId: r.mainCategoryId },
      })),
    );
    return { index, version, builtMs: performance.now() - started, total: rows.length };
  });
}
