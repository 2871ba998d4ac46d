import { LOCAL_FILTER_LIMIT } from './rules';

/** Spec §9: logged-out saved searches live in local storage, store version 1, at most 10. */
export const LOCAL_SEARCHES_KEY = 'wakat.savedSearches';
export const LOCAL_SEARCHES_VERSION = 1;

/** A guest's e-mail alert on the search, as this browser knows it (the alert itself lives on the server). */
export interface LocalAlert {
  jobFilterId: number;
  email: string;
  frequency: string;
  /** Until the e-mailed link is opened the alert waits; opened in this browser, it is known to be on. */
  status: 'pending' | 'active';
}

export interface LocalSearch {
  id: string;
  name: string;
  searchUrl: string;
  createdAt: string;
  /** New offers are counted from here (opening the search moves it). */
  lastReadAt: string;
  alert?: LocalAlert;
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

/**
 * A guest alert registered from this browser: its search is kept here (added, or the saved one
 * with the same URL) with the alert beside it, so the header popup shows it. Past the limit of
 * local searches it is not kept (the alert still works).
 */
export function rememberGuestAlert(
  storage: Storage,
  search: { name: string; searchUrl: string },
  alert: Omit<LocalAlert, 'status'>,
  now = new Date(),
): void {
  const found = read(storage).find((i) => i.searchUrl === search.searchUrl);
  const id = found?.id ?? (addLocalSearch(storage, search, now) as { item?: LocalSearch }).item?.id;
  if (!id) return;
  write(
    storage,
    read(storage).map((i) => (i.id === id ? { ...i, alert: { ...alert, status: 'pending' } } : i)),
  );
}

/** After the e-mailed link was opened here: the alert is on (`active`) or gone (`null`, unsubscribed). */
export function setLocalAlertStatus(storage: Storage, jobFilterId: number, status: 'active' | null): void {
  write(
    storage,
    read(storage).map((i) => {
      if (i.alert?.jobFilterId !== jobFilterId) return i;
      if (status === null) {
        const { alert: _gone, ...rest } = i;
        return rest;
      }
      return { ...i, alert: { ...i.alert, status } };
    }),
  );
}
