import { LOCAL_FILTER_LIMIT } from './rules';

/** Spec §9: logged-out saved searches live in local storage, store version 1, at most 10. */
export const LOCAL_SEARCHES_KEY = 'wakat.savedSearches';
export const LOCAL_SEARCHES_VERSION = 1;

export interface LocalSearch {
  id: string;
  name: string;
  searchUrl: string;
  createdAt: string;
  /** New offers are counted from here (opening the search moves it). */
  lastReadAt: string;
}

interface Store {
  version: typeof LOCAL_SEARCHES_VERSION;
  items: LocalSearch[];
}

export type AddResult = { ok: true; item: LocalSearch } | { ok: false; error: 'limit' | 'exists' };

function read(storage: Storage): LocalSearch[] {
  try {
    const parsed = JSON.parse(storage.getItem(LOCAL_SEARCHES_KEY) ?? 'null') as Store | null;
    // Another version (or anything unreadable) is not ours to interpret: start empty.
    if (!parsed || parsed.version !== LOCAL_SEARCHES_VERSION || !Array.isArray(parsed.items)) return [];
    return parsed.items.filter((i) => typeof i?.searchUrl === 'string' && typeof i?.name === 'string');
  } catch {
    return [];
  }
}

function write(storage: Storage, items: LocalSearch[]) {
  storage.setItem(LOCAL_SEARCHES_KEY, JSON.stringify({ version: LOCAL_SEARCHES_VERSION, items } satisfies Store));
}

export const listLocalSearches = (storage: Storage) => read(storage);

export function addLocalSearch(
  storage: Storage,
  search: { name: string; searchUrl: string },
  now = new Date(),
): AddResult {
  const items = read(storage);
  if (items.some((i) => i.searchUrl === search.searchUrl)) return { ok: false, error: 'exists' };
  if (items.length >= LOCAL_FILTER_LIMIT) return { ok: false, error: 'limit' };
  const item: LocalSearch = {
    id: `${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    name: search.name,
    searchUrl: search.searchUrl,
    createdAt: now.toISOString(),
    lastReadAt: now.toISOString(),
  };
  write(storage, [...items, item]);
  return { ok: true, item };
}

export function removeLocalSearch(storage: Storage, id: string) {
  write(
    storage,
    read(storage).filter((i) => i.id !== id),
  );
}

export function markLocalSearchRead(storage: Storage, id: string, now = new Date()) {
  write(
    storage,
    read(storage).map((i) => (i.id === id ? { ...i, lastReadAt: now.toISOString() } : i)),
  );
}
