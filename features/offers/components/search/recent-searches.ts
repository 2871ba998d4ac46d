/** Spec: the visitor's recent searches live in local storage under `lastSearch`, 8 at most. */
export const RECENT_SEARCHES_KEY = 'lastSearch';
export const RECENT_SEARCHES_MAX = 8;
/** Spec: recent locations, 5 at most. */
export const RECENT_LOCATIONS_KEY = 'lastLocations';
export const RECENT_LOCATIONS_MAX = 5;

export const SEARCH_VARIANTS = ['keyword', 'titles', 'companies', 'skills'] as const;
export type SearchVariant = (typeof SEARCH_VARIANTS)[number];
export interface SearchTerm {
  variant: SearchVariant;
  title: string;
  /** A skill's icon id, as the suggestions name it (`skillIconId` on the server); absent: the neutral mark. */
  icon?: string;
}

function read(key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Fired on the window when this tab changes a stored list (`storage` only reports other tabs). */
export const RECENT_CHANGE_EVENT = 'wakat:recent-change';

function write(key: string, values: unknown[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
    window.dispatchEvent(new Event(RECENT_CHANGE_EVENT));
  } catch {
    // Storage full or blocked: recent entries are a convenience only.
  }
}

const isTerm = (v: unknown): v is SearchTerm =>
  typeof v === 'object' &&
  v !== null &&
  SEARCH_VARIANTS.includes((v as SearchTerm).variant) &&
  typeof (v as SearchTerm).title === 'string' &&
  (v as SearchTerm).title.length > 0 &&
  ['string', 'undefined'].includes(typeof (v as SearchTerm).icon);

const sameTerm = (a: SearchTerm, b: SearchTerm) =>
  a.variant === b.variant && a.title.toLocaleLowerCase() === b.title.toLocaleLowerCase();

export function readRecentSearches(): SearchTerm[] {
  return read(RECENT_SEARCHES_KEY).filter(isTerm).slice(0, RECENT_SEARCHES_MAX);
}

/** Newest first, one entry per variant and title. */
export function rememberSearch(term: SearchTerm): SearchTerm[] {
  const next = [term, ...readRecentSearches().filter((t) => !sameTerm(t, term))].slice(0, RECENT_SEARCHES_MAX);
  write(RECENT_SEARCHES_KEY, next);
  return next;
}

export function readRecentLocations(): string[] {
  return read(RECENT_LOCATIONS_KEY)
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .slice(0, RECENT_LOCATIONS_MAX);
}

/** City slugs, newest first, unique. */
export function rememberLocation(slug: string): string[] {
  const next = [slug, ...readRecentLocations().filter((s) => s !== slug)].slice(0, RECENT_LOCATIONS_MAX);
  write(RECENT_LOCATIONS_KEY, next);
  return next;
}

/** The raw stored text of a key ('' on the server or when storage is blocked). */
export function storedText(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function subscribeToRecent(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(RECENT_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(RECENT_CHANGE_EVENT, onChange);
  };
}
