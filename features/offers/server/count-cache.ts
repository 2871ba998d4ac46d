import { LruCache } from '@/lib/cache/lru';
import { boardVersion } from './board-version';

/**
 * Counts (and other small, often repeated answers: suggestions, the popular tab) per board
 * generation, kind and canonical filters. A change to a board's offers moves it
 * to a new generation (see board-version); expiry, which nothing announces, is covered by the TTL.
 */
const MAX_ENTRIES = 5000;
const TTL_MS = 60_000;

const cache = new LruCache<unknown>(MAX_ENTRIES, TTL_MS);

export function cachedCount<T>(tenantId: number, kind: string, key: string, load: () => Promise<T>): Promise<T> {
  return cache.getOrLoad(`${tenantId}|${boardVersion(tenantId)}|${kind}|${key}`, load) as Promise<T>;
}
