import Supercluster from 'supercluster';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offerLocations, offers } from '@/lib/db/schema';

export interface PointProps {
  offerId: number;
  mainCategoryId: number | null;
}

/** Spec: initial bounds and zoom limits of the map; clusters are computed up to the details zoom. */
const MAX_ZOOM = 15;
const MAX_INDEXES = 64;

interface Entry {
  index: Supercluster<PointProps>;
  version: number;
  builtMs: number;
  total: number;
}

/** Built indexes by board and canonical filter key; least recently used dropped first. */
const indexes = new Map<string, Entry>();
const versions = new Map<number, number>();

/** Marks a board's indexes stale (offers published, changed or expired). */
export function invalidateClusterIndexes(tenantId: number): void {
  versions.set(tenantId, (versions.get(tenantId) ?? 0) + 1);
}

/**
 * The cluster index of a board for a set of filters: built once from the main location of each
 * matching offer (so cluster counts add up to the number of offers), then served from memory
 * until the board's offers change.
 */
export async function getClusterIndex(db: DbOrTx, tenantId: number, filterKey: string, where: SQL): Promise<Entry> {
  const key = `${tenantId}|${filterKey}`;
  const version = versions.get(tenantId) ?? 0;
  const hit = indexes.get(key);
  if (hit && hit.version === version) {
    indexes.delete(key);
    indexes.set(key, hit);
    return hit;
  }
  const started = performance.now();
  const rows = await db
    .select({
      offerId: offers.id,
      mainCategoryId: offers.mainCategoryId,
      latitude: offerLocations.latitude,
      longitude: offerLocations.longitude,
    })
    .from(offers)
    .innerJoin(offerLocations, and(eq(offerLocations.offerId, offers.id), eq(offerLocations.isMain, true)))
    .where(where)
    .orderBy(sql`${offers.id}`);
  const index = new Supercluster<PointProps>({ radius: 60, maxZoom: MAX_ZOOM, minPoints: 2 });
  index.load(
    rows.map((r) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [r.longitude, r.latitude] },
      properties: { offerId: r.offerId, mainCategoryId: r.mainCategoryId },
    })),
  );
  const entry = { index, version, builtMs: performance.now() - started, total: rows.length };
  indexes.set(key, entry);
  if (indexes.size > MAX_INDEXES) indexes.delete(indexes.keys().next().value!);
  return entry;
}
