import { getFavouriteStatuses } from './api/get-favourite-statuses';
import { getFavouritesCount } from './api/get-favourites-count';
import { setFavourite } from './api/set-favourite';
import { FAVOURITES_BATCH_SIZE } from './constants';

/**
 * The browser's view of a candidate's favourites: which offers on screen are favourites (asked
 * for in batches of 25 ids, spec) and the count the header shows. A toggle updates both at once
 * (optimistic); when the server refuses, both are fetched again (spec: on failure the caches are
 * refetched). Plain subscribe/snapshot functions for useSyncExternalStore: no query library in
 * the list's first-load JS (decision 0070); the calls are the endpoint fetchers of `./api`.
 */
export interface FavouritesStore {
  subscribe(listener: () => void): () => void;
  /** true/false once known; undefined while unknown (the id is queued for the next batch). */
  isFavourite(offerId: number): boolean | undefined;
  count(): number | null;
  /** Asks for the status of an offer (batched). */
  request(offerId: number): void;
  loadCount(): Promise<void>;
  /** Flips an offer; resolves false when the server refused (and the caches were refetched). */
  toggle(offerId: number): Promise<boolean>;
  /** Bumped after every successful change (lists of favourites reload on it). */
  revision(): number;
}

/** What the page-state call already told (decision 0066): the count, and of the offers asked, the favourites. */
export interface FavouritesSeed {
  count: number;
  asked: number[];
  favourites: number[];
}

export function createFavouritesStore(seed?: FavouritesSeed): FavouritesStore {
  const statuses = new Map<number, boolean>();
  if (seed) {
    const yes = new Set(seed.favourites);
    for (const id of seed.asked) statuses.set(id, yes.has(id));
  }
  const queued = new Set<number>();
  const listeners = new Set<() => void>();
  let count: number | null = seed ? seed.count : null;
  let revision = 0;
  let scheduled = false;
  const emit = () => listeners.forEach((l) => l());

  async function loadStatuses(ids: number[]) {
    for (let i = 0; i < ids.length; i += FAVOURITES_BATCH_SIZE) {
      const batch = ids.slice(i, i + FAVOURITES_BATCH_SIZE);
      const favourite = await getFavouriteStatuses(batch).catch(() => null);
      if (!favourite) continue;
      for (const id of batch) statuses.set(id, favourite.has(id));
    }
    emit();
  }

  function flush() {
    scheduled = false;
    const ids = [...queued];
    queued.clear();
    if (ids.length) void loadStatuses(ids);
  }

  // A seeded count is fresh: the header's first ask for it is answered by the seed.
  let countSeeded = seed !== undefined;

  async function loadCount() {
    if (countSeeded) {
      countSeeded = false;
      return;
    }
    await reloadCount();
  }

  async function reloadCount() {
    const known = await getFavouritesCount().catch(() => null);
    if (known === null) return;
    count = known;
    emit();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isFavourite: (id) => statuses.get(id),
    count: () => count,
    revision: () => revision,
    request(id) {
      if (statuses.has(id) || queued.has(id)) return;
      queued.add(id);
      if (!scheduled) {
        scheduled = true;
        // Cards that mount together (a page of the list) share one request per 25 ids.
        setTimeout(flush, 0);
      }
    },
    loadCount,
    async toggle(id) {
      // A click before the status arrived must not guess: ask first.
      if (!statuses.has(id)) await loadStatuses([id]);
      const was = statuses.get(id) ?? false;
      statuses.set(id, !was);
      if (count !== null) count = Math.max(0, count + (was ? -1 : 1));
      emit();
      const body = await setFavourite(id, !was).catch(() => null);
      if (body) {
        statuses.set(id, body.isFavorite);
        count = body.count;
        revision++;
        emit();
        return true;
      }
      await Promise.all([loadStatuses([id]), reloadCount()]);
      return false;
    },
  };
}
