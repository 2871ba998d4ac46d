import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/paths';
import {
  ALL_LOCATIONS,
  DEFAULT_FILTERS,
  REMOTE_LOCATION,
  type ListUrlState,
  type OfferFilters,
} from '../search-params';

/**
 * What the list page shows besides the cards, computed from the list state and the board's dictionary:
 * the canonical-URL check, the place in the title, the active-filter count and chips, the saved
 * search's name. Pure functions, so the page only composes and each rule has its test.
 */

/** The dictionary parts the list page names things with. */
export interface ListNames {
  cities: readonly { slug: string; label: string }[];
  categories: readonly { seoSlug: string; labels: Record<Locale, string> }[];
  subcategories: readonly { slug: string; label: string }[];
}

export type OptionGroup = 'seniority' | 'employmentType' | 'workplaceType' | 'workingTime';

/** The localised words the chips and names use. */
export interface ListLabels {
  remote: string;
  withSalary: string;
  ukraineFriendly: string;
  radiusKm: (km: number) => string;
  option: (group: OptionGroup, value: string) => string;
  salary: (salary: NonNullable<OfferFilters['salary']>, currency: string) => string;
}

export interface FilterChip {
  label: string;
  href: string;
}

/** The request's query as Next hands it over, without Next's own cache-busting `_rsc`. */
export function searchOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) {
    if (k === '_rsc') continue;
    for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, value);
  }
  return q;
}

/** The list URL as requested (to compare with the canonical one). */
export function requestedListPath(locale: Locale, filters: readonly string[], search: string): string {
  const segments = filters.length ? `/${filters.join('/')}` : '';
  return localizedPath(locale, `/job-offers${segments}${search ? `?${search}` : ''}`);
}

/** One URL per list: anything else (form fields, garbage, other orders) moves to the canonical one. */
export function isCanonical(canonical: string, requested: string): boolean {
  return decodeURIComponent(canonical) === decodeURIComponent(requested);
}

export const cityLabel = (names: ListNames, slug: string): string =>
  names.cities.find((c) => c.slug === slug)?.label ?? slug;
const categoryLabel = (names: ListNames, slug: string, locale: Locale) =>
  names.categories.find((c) => c.seoSlug === slug)?.labels[locale] ?? slug;
const subcategoryLabel = (names: ListNames, slug: string) =>
  names.subcategories.find((x) => x.slug === slug)?.label ?? slug;

/** The category and the place of the title ("Backend, Kraków"); unknown slugs are left out. */
export function placeParts(filters: OfferFilters, names: ListNames, locale: Locale, remote: string): string[] {
  const parts: string[] = [];
  if (filters.category) {
    const category = names.categories.find((c) => c.seoSlug === filters.category);
    if (category) parts.push(category.labels[locale]);
  }
  if (filters.location.kind === 'city') {
    const { city } = filters.location;
    const found = names.cities.find((c) => c.slug === city);
    if (found) parts.push(found.label);
  } else if (filters.location.kind === 'remote') parts.push(remote);
  return parts;
}

/** How many filters are set (the badge of the mobile filter button). */
export function activeFilterCount(f: OfferFilters): number {
  return (
    f.experienceLevels.length +
    f.employmentTypes.length +
    f.workplaceTypes.length +
    f.workingTimes.length +
    (f.salary ? 1 : 0) +
    (f.ukraineFriendly ? 1 : 0) +
    (f.withSalary ? 1 : 0) +
    (f.radiusKm ? 1 : 0) +
    f.keywords.length +
    f.titles.length +
    f.companies.length +
    f.skills.length +
    (f.location.kind === 'all' ? 0 : 1) +
    (f.category ? 1 : 0)
  );
}

/** The "more filters" panel starts open when one of its filters is set. */
export function isMoreFiltersOpen(f: OfferFilters): boolean {
  return (
    f.experienceLevels.length + f.employmentTypes.length + f.workplaceTypes.length + f.workingTimes.length > 0 ||
    f.salary !== null ||
    f.ukraineFriendly
  );
}

/**
 * Spec: mobile chips for every active filter, each removable (removing resets that field). `hrefWith`
 * builds the list URL with a change of filters; `sortLabel` names a sort other than the default.
 */
export function filterChips(
  state: ListUrlState,
  names: ListNames,
  locale: Locale,
  labels: ListLabels,
  hrefWith: (patch: Partial<OfferFilters>) => string,
  sortLabel: string | null,
): FilterChip[] {
  const f = state.filters;
  const chips: FilterChip[] = [];
  if (f.location.kind !== 'all')
    chips.push({
      label: f.location.kind === 'city' ? cityLabel(names, f.location.city) : labels.remote,
      href: hrefWith({ location: DEFAULT_FILTERS.location, radiusKm: null }),
    });
  if (f.radiusKm) chips.push({ label: labels.radiusKm(f.radiusKm), href: hrefWith({ radiusKm: null }) });
  if (f.category) {
    chips.push({
      label: categoryLabel(names, f.category, locale),
      href: hrefWith({ category: null, subcategories: [] }),
    });
    for (const sub of f.subcategories)
      chips.push({
        label: subcategoryLabel(names, sub),
        href: hrefWith({ subcategories: f.subcategories.filter((x) => x !== sub) }),
      });
  }
  for (const k of f.keywords) chips.push({ label: k, href: hrefWith({ keywords: f.keywords.filter((x) => x !== k) }) });
  for (const field of ['titles', 'companies', 'skills'] as const)
    for (const v of f[field]) chips.push({ label: v, href: hrefWith({ [field]: f[field].filter((x) => x !== v) }) });
  if (f.salary) chips.push({ label: labels.salary(f.salary, f.currency), href: hrefWith({ salary: null }) });
  if (f.withSalary) chips.push({ label: labels.withSalary, href: hrefWith({ withSalary: false }) });
  if (f.ukraineFriendly) chips.push({ label: labels.ukraineFriendly, href: hrefWith({ ukraineFriendly: false }) });
  const groups = [
    ['experienceLevels', 'seniority'],
    ['employmentTypes', 'employmentType'],
    ['workplaceTypes', 'workplaceType'],
    ['workingTimes', 'workingTime'],
  ] as const;
  for (const [field, group] of groups)
    for (const v of f[field] as readonly string[])
      chips.push({
        label: labels.option(group, v),
        href: hrefWith({ [field]: (f[field] as readonly string[]).filter((x) => x !== v) } as Partial<OfferFilters>),
      });
  if (sortLabel && (f.sortBy !== DEFAULT_FILTERS.sortBy || f.orderBy !== DEFAULT_FILTERS.orderBy))
    chips.push({
      label: sortLabel,
      href: hrefWith({ sortBy: DEFAULT_FILTERS.sortBy, orderBy: DEFAULT_FILTERS.orderBy }),
    });
  return chips;
}

/** The saved search's name parts: the labels the list shows, with their diacritics and casing. */
export function alertNameParts(f: OfferFilters, names: ListNames, locale: Locale, labels: ListLabels): string[] {
  return [
    ...(f.location.kind === 'city'
      ? [cityLabel(names, f.location.city)]
      : f.location.kind === 'remote'
        ? [labels.remote]
        : []),
    ...(f.category ? [categoryLabel(names, f.category, locale)] : []),
    ...(f.category ? f.subcategories.map((sub) => subcategoryLabel(names, sub)) : []),
    ...f.keywords,
    ...f.skills,
    ...f.titles,
    ...f.companies,
    ...f.experienceLevels.map((v) => labels.option('seniority', v)),
    ...f.employmentTypes.map((v) => labels.option('employmentType', v)),
    ...f.workplaceTypes.map((v) => labels.option('workplaceType', v)),
    ...f.workingTimes.map((v) => labels.option('workingTime', v)),
  ];
}

/** The location pickers' cities: the dictionary's top cities first, then by name in the page's language. */
export function cityOptions<C extends { label: string; top: boolean }>(cities: readonly C[], locale: Locale): C[] {
  return [...cities].sort((a, b) => Number(b.top) - Number(a.top) || a.label.localeCompare(b.label, locale));
}

/** The location field's value: a city's slug, `remote`, or every location. */
export const locationValueOf = (f: OfferFilters): string =>
  f.location.kind === 'city' ? f.location.city : f.location.kind === 'remote' ? REMOTE_LOCATION : ALL_LOCATIONS;

/** The subcategories with one toggled: added when absent, removed when present. */
export const toggledSubcategories = (f: OfferFilters, slug: string): string[] =>
  f.subcategories.includes(slug) ? f.subcategories.filter((x) => x !== slug) : [...f.subcategories, slug];

/** What "clear filters" keeps: where and what is searched (location, category, words); the rest goes. */
export const clearedFilters = (f: OfferFilters): OfferFilters => ({
  ...DEFAULT_FILTERS,
  location: f.location,
  category: f.category,
  subcategories: f.subcategories,
  keywords: f.keywords,
  titles: f.titles,
  companies: f.companies,
  skills: f.skills,
});

/** The message key of a sort choice's label (`published` → `sortPublished`). */
export const sortLabelKey = (choice: string) => `sort${choice[0]!.toUpperCase()}${choice.slice(1)}` as 'sortPublished';

/** The list page's metadata apart from its words: canonical and language addresses, robots. */
export function listMetadataLinks(
  state: ListUrlState,
  origin: string,
  href: (state: ListUrlState, l: Locale) => string,
  locale: Locale,
) {
  const canonicalState = { ...state, from: null, showMap: false };
  return {
    alternates: {
      canonical: `${origin}${href(canonicalState, locale)}`,
      languages: { pl: `${origin}${href(canonicalState, 'pl')}`, en: `${origin}${href(canonicalState, 'en')}` },
    },
    // Paging positions and the map view are the same list: only the canonical list is indexed.
    robots: state.from || state.showMap ? { index: false, follow: true } : undefined,
  };
}
