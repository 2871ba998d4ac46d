import {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_FILTER_MAX,
  SALARY_FILTER_MIN,
  SENIORITIES,
  SORT_KEYS,
  SORT_ORDERS,
  WORKING_TIMES,
  WORKPLACE_TYPES,
  type EmploymentType,
  type SalaryCurrency,
  type Seniority,
  type SortKey,
  type SortOrder,
  type WorkingTime,
  type WorkplaceType,
} from './options';
import { ALL_LOCATIONS, LIST_PREFIX, REMOTE_LOCATION } from './list-path';

/**
 * The offer-list URL codec: path + query ⇄ one OfferFilters object. Pure and isomorphic (page,
 * UI, API and saved searches use it). Serialisation is canonical: equal filters give the same
 * URL, so it doubles as the SEO canonical, a cache key and a saved search's searchUrl.
 *
 *   /job-offers/{city | all-locations | remote}/{category}/{sub1,sub2}?query
 */
export { ALL_LOCATIONS, LIST_PREFIX, REMOTE_LOCATION };

export type Location = { kind: 'all' } | { kind: 'remote' } | { kind: 'city'; city: string };

export interface OfferFilters {
  location: Location;
  /** Only with a city, and only when above zero. */
  radiusKm: number | null;
  category: string | null;
  /** Only with a category; sorted and unique. */
  subcategories: string[];
  keywords: string[];
  companies: string[];
  skills: string[];
  titles: string[];
  salary: { from: number; to: number } | null;
  currency: SalaryCurrency;
  withSalary: boolean;
  employmentTypes: EmploymentType[];
  experienceLevels: Seniority[];
  workingTimes: WorkingTime[];
  workplaceTypes: WorkplaceType[];
  ukraineFriendly: boolean;
  sortBy: SortKey;
  orderBy: SortOrder;
}

/** List URL state beyond the filters: the paging position and the mobile map toggle. */
export interface ListUrlState {
  filters: OfferFilters;
  from: string | null;
  showMap: boolean;
}

/** What the codec needs to know about slugs; unknown ones are dropped or refused. */
export interface SlugDictionary {
  isCity(slug: string): boolean;
  isCategory(slug: string): boolean;
  isSubcategory(category: string, slug: string): boolean;
}

export const DEFAULT_FILTERS: OfferFilters = {
  location: { kind: 'all' },
  radiusKm: null,
  category: null,
  subcategories: [],
  keywords: [],
  companies: [],
  skills: [],
  titles: [],
  salary: null,
  currency: 'PLN',
  withSalary: false,
  employmentTypes: [],
  experienceLevels: [],
  workingTimes: [],
  workplaceTypes: [],
  ukraineFriendly: false,
  sortBy: 'published',
  orderBy: 'desc',
};

/** Localised query keys; both languages are accepted, the page's language is written. */
export const LOCALIZED_KEYS = {
  employmentTypes: { pl: 'rodzaj-umowy', en: 'employment-type' },
  experienceLevels: { pl: 'doswiadczenie', en: 'experience' },
  workplaceTypes: { pl: 'praca-zdalna', en: 'remote-work' },
  salary: { pl: 'widelki', en: 'salary-range' },
  ukraineFriendly: { pl: 'przyjazne-ukrainie', en: 'ukraine-friendly' },
  withSalary: { pl: 'z-widelkami', en: 'pay-range-visible' },
  workingTimes: { pl: 'wymiar-pracy', en: 'work-type' },
} as const;

/** Legacy, language-free aliases the spec also names. */
const ALIASES: Partial<Record<keyof typeof LOCALIZED_KEYS, string>> = { salary: 'salary', withSalary: 'withSalary' };

type CodecLocale = 'pl' | 'en';
const MAX_FREE_VALUES = 20;
const MAX_FREE_LENGTH = 100;
const MAX_RADIUS_KM = 500;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const toSlug = (value: string) => value.replace(/_/g, '-');
const fromSlug = (value: string) => value.replace(/-/g, '_');

function keysOf(name: keyof typeof LOCALIZED_KEYS): string[] {
  const alias = ALIASES[name];
  return [LOCALIZED_KEYS[name].pl, LOCALIZED_KEYS[name].en, ...(alias ? [alias] : [])];
}

function valuesOf(query: URLSearchParams, keys: string[]): string[] {
  return keys.flatMap((k) => query.getAll(k)).flatMap((v) => v.split(','));
}

function uniqueSorted<T extends string>(values: T[]): T[] {
  return [...new Set(values)].sort();
}

function knownOptions<T extends string>(query: URLSearchParams, keys: string[], options: readonly T[]): T[] {
  const known = new Set<string>(options);
  return uniqueSorted(
    valuesOf(query, keys)
      .map((v) => fromSlug(v.trim()))
      .filter((v): v is T => known.has(v)),
  );
}

function freeValues(query: URLSearchParams, key: string): string[] {
  const values = query
    .getAll(key)
    .map((v) => v.trim().replace(/\s+/g, ' '))
    .filter((v) => v.length > 0 && v.length <= MAX_FREE_LENGTH);
  return uniqueSorted(values).slice(0, MAX_FREE_VALUES);
}

function booleanSlug(query: URLSearchParams, keys: string[]): boolean {
  const values = keys.flatMap((k) => query.getAll(k));
  return values.length === 1 && values[0] === 'true';
}

function parseSalary(query: URLSearchParams): OfferFilters['salary'] {
  const raw = keysOf('salary')
    .map((k) => query.get(k))
    .find((v) => v !== null);
  const match = raw ? /^(\d{1,7}(?:\.\d{1,2})?)-(\d{1,7}(?:\.\d{1,2})?)$/.exec(raw.trim()) : null;
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  const inRange = (n: number) => n >= SALARY_FILTER_MIN && n <= SALARY_FILTER_MAX;
  return inRange(from) && inRange(to) && from <= to ? { from, to } : null;
}

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Parses the path segments after the locale (e.g. ['job-offers', 'warszawa', 'backend']). */
export function parseListPath(
  segments: string[],
  dictionary: SlugDictionary,
): Pick<OfferFilters, 'location' | 'category' | 'subcategories'> | null {
  const [prefix, location, category, subcategories, ...rest] = segments.map((s) => safeDecode(s).toLowerCase());
  if (prefix !== LIST_PREFIX || rest.length > 0) return null;
  let parsedLocation: Location = { kind: 'all' };
  if (location === REMOTE_LOCATION) parsedLocation = { kind: 'remote' };
  else if (location !== undefined && location !== ALL_LOCATIONS) {
    if (!SLUG.test(location) || !dictionary.isCity(location)) return null;
    parsedLocation = { kind: 'city', city: location };
  }
  if (category === undefined) return { location: parsedLocation, category: null, subcategories: [] };
  if (!dictionary.isCategory(category)) return null;
  const subs = subcategories === undefined ? [] : subcategories.split(',');
  if (subs.some((s) => !dictionary.isSubcategory(category, s))) return null;
  return { location: parsedLocation, category, subcategories: uniqueSorted(subs) };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parses the query string (never throws; invalid values fall back to their defaults). */
export function parseListQuery(
  input: URLSearchParams | string,
): Omit<ListUrlState, 'filters'> & { filters: Omit<OfferFilters, 'location' | 'category' | 'subcategories'> } {
  const query = typeof input === 'string' ? new URLSearchParams(input) : input;
  const radius = Number(query.get('radius'));
  const sortBy = oneOf(query.get('sortBy'), SORT_KEYS, DEFAULT_FILTERS.sortBy);
  return {
    filters: {
      radiusKm: Number.isInteger(radius) && radius > 0 && radius <= MAX_RADIUS_KM ? radius : null,
      keywords: freeValues(query, 'keyword'),
      companies: freeValues(query, 'companies'),
      skills: freeValues(query, 'skills'),
      titles: freeValues(query, 'titles'),
      salary: parseSalary(query),
      currency: oneOf(query.get('currency')?.toUpperCase() ?? null, SALARY_CURRENCIES, DEFAULT_FILTERS.currency),
      withSalary: booleanSlug(query, keysOf('withSalary')),
      employmentTypes: knownOptions(query, keysOf('employmentTypes'), EMPLOYMENT_TYPES),
      experienceLevels: knownOptions(query, keysOf('experienceLevels'), SENIORITIES),
      workingTimes: knownOptions(query, keysOf('workingTimes'), WORKING_TIMES),
      workplaceTypes: knownOptions(query, keysOf('workplaceTypes'), WORKPLACE_TYPES),
      ukraineFriendly: booleanSlug(query, keysOf('ukraineFriendly')),
      sortBy,
      orderBy: oneOf(query.get('orderBy')?.toLowerCase() ?? null, SORT_ORDERS, DEFAULT_FILTERS.orderBy),
    },
    from: query.get('from')?.slice(0, 200) || null,
    showMap: query.get('showMap') === 'true',
  };
}

/** Parses a whole list URL (path segments after the locale, plus the query); null → not a list page. */
export function parseListUrl(
  segments: string[],
  query: URLSearchParams | string,
  dictionary: SlugDictionary,
): ListUrlState | null {
  const path = parseListPath(segments, dictionary);
  if (!path) return null;
  const parsed = parseListQuery(query);
  return { ...parsed, filters: normalizeFilters({ ...parsed.filters, ...path }) };
}

/** Applies the cross-field rules: radius only with a city, subcategories only with a category. */
export function normalizeFilters(filters: OfferFilters): OfferFilters {
  return {
    ...filters,
    radiusKm: filters.location.kind === 'city' && filters.radiusKm && filters.radiusKm > 0 ? filters.radiusKm : null,
    subcategories: filters.category ? uniqueSorted(filters.subcategories) : [],
  };
}

/** A query name or value as URLSearchParams writes it (application/x-www-form-urlencoded). */
function formEncode(value: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD.
    return new URLSearchParams([['', value]]).toString().slice(1);
  }
  return encoded.replace(/%20/g, '+').replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The canonical path + query of a list state, without the locale prefix. A list page links to every filter's
 * other states (a hundred links), so the query is written directly rather than through URLSearchParams, to
 * the same text.
 */
export function serializeListUrl(state: ListUrlState, locale: CodecLocale): string {
  const f = state.filters;
  const subcategories = f.category ? f.subcategories : [];
  const segments = [LIST_PREFIX];
  const location = f.location.kind === 'city' ? f.location.city : f.location.kind === 'remote' ? REMOTE_LOCATION : null;
  if (location || f.category) segments.push(location ?? ALL_LOCATIONS);
  if (f.category) segments.push(f.category);
  if (subcategories.length) segments.push(uniqueSorted(subcategories).join(','));

  const query: string[] = [];
  const set = (name: string, value: string) => query.push(`${formEncode(name)}=${formEncode(value)}`);
  const key = (name: keyof typeof LOCALIZED_KEYS) => LOCALIZED_KEYS[name][locale];
  const list = (name: keyof typeof LOCALIZED_KEYS, values: string[]) => {
    if (values.length) set(key(name), uniqueSorted(values).map(toSlug).join(','));
  };
  const each = (name: string, values: string[]) => {
    if (values.length) for (const v of uniqueSorted(values)) set(name, v);
  };
  const radiusKm = f.location.kind === 'city' && f.radiusKm && f.radiusKm > 0 ? f.radiusKm : null;
  if (radiusKm) set('radius', String(radiusKm));
  each('keyword', f.keywords);
  each('companies', f.companies);
  each('skills', f.skills);
  each('titles', f.titles);
  if (f.salary) set(key('salary'), `${f.salary.from}-${f.salary.to}`);
  if (f.currency !== DEFAULT_FILTERS.currency) set('currency', f.currency);
  if (f.withSalary) set(key('withSalary'), 'true');
  list('employmentTypes', f.employmentTypes);
  list('experienceLevels', f.experienceLevels);
  list('workingTimes', f.workingTimes);
  list('workplaceTypes', f.workplaceTypes);
  if (f.ukraineFriendly) set(key('ukraineFriendly'), 'true');
  if (f.sortBy !== DEFAULT_FILTERS.sortBy) set('sortBy', f.sortBy);
  if (f.orderBy !== DEFAULT_FILTERS.orderBy) set('orderBy', f.orderBy);
  if (state.showMap) set('showMap', 'true');
  if (state.from) set('from', state.from);
  const search = query.join('&');
  return `/${segments.map(encodeURIComponent).join('/').replace(/%2C/g, ',')}${search ? `?${search}` : ''}`;
}
