import { DEFAULT_FILTERS, type ListUrlState, type OfferFilters } from '../search-params';
import {
  activeFilterCount,
  cityOptions,
  clearedFilters,
  listMetadataLinks,
  locationValueOf,
  sortLabelKey,
  toggledSubcategories,
  alertNameParts,
  filterChips,
  isCanonical,
  isMoreFiltersOpen,
  placeParts,
  requestedListPath,
  searchOf,
  type ListLabels,
  type ListNames,
} from './list-view';

const names: ListNames = {
  cities: [{ slug: 'krakow', label: 'Kraków' }],
  categories: [{ seoSlug: 'backend', labels: { pl: 'Backend', en: 'Backend (en)' } }],
  subcategories: [{ slug: 'java', label: 'Java' }],
};
const labels: ListLabels = {
  remote: 'Zdalnie',
  withSalary: 'Z widełkami',
  ukraineFriendly: 'Przyjazne Ukrainie',
  radiusKm: (km) => `+${km} km`,
  option: (group, value) => `${group}:${value}`,
  salary: (s, currency) => `${s.from}–${s.to} ${currency}`,
};
const state = (filters: Partial<OfferFilters>): ListUrlState => ({
  filters: { ...DEFAULT_FILTERS, ...filters },
  from: null,
  showMap: false,
});
const hrefWith = (patch: Partial<OfferFilters>) => `/job-offers?${Object.keys(patch).sort().join(',')}`;

describe('the list page view', () => {
  it('reads the query without Next’s _rsc and compares URLs decoded', () => {
    expect(searchOf({ a: '1', b: ['2', '3'], _rsc: 'x', c: undefined }).toString()).toBe('a=1&b=2&b=3');
    expect(requestedListPath('en', ['krakow', 'backend'], 'z=1')).toBe('/en/job-offers/krakow/backend?z=1');
    expect(requestedListPath('pl', [], '')).toBe('/job-offers');
    expect(isCanonical('/job-offers/krak%C3%B3w', '/job-offers/kraków')).toBe(true);
    expect(isCanonical('/job-offers', '/job-offers?x=1')).toBe(false);
  });

  it('names the place of the title, leaving unknown slugs out', () => {
    expect(
      placeParts(
        state({ category: 'backend', location: { kind: 'city', city: 'krakow' } }).filters,
        names,
        'en',
        'Remote',
      ),
    ).toEqual(['Backend (en)', 'Kraków']);
    expect(
      placeParts(state({ category: 'nope', location: { kind: 'remote' } }).filters, names, 'pl', 'Zdalnie'),
    ).toEqual(['Zdalnie']);
    expect(placeParts(DEFAULT_FILTERS, names, 'pl', 'Zdalnie')).toEqual([]);
  });

  it('counts active filters and opens "more filters" only for its own filters', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    const f = state({ keywords: ['java', 'spring'], location: { kind: 'remote' }, withSalary: true }).filters;
    expect(activeFilterCount(f)).toBe(4);
    expect(isMoreFiltersOpen(f)).toBe(false);
    expect(isMoreFiltersOpen(state({ experienceLevels: ['senior'] }).filters)).toBe(true);
  });

  it('gives one removable chip per active filter, each resetting only its field', () => {
    const s = state({
      location: { kind: 'city', city: 'krakow' },
      radiusKm: 30,
      category: 'backend',
      subcategories: ['java'],
      keywords: ['react'],
      experienceLevels: ['senior'],
      sortBy: 'salary',
    });
    const chips = filterChips(s, names, 'pl', labels, hrefWith, 'Najwyższe wynagrodzenie');
    expect(chips).toEqual([
      { label: 'Kraków', href: '/job-offers?location,radiusKm' },
      { label: '+30 km', href: '/job-offers?radiusKm' },
      { label: 'Backend', href: '/job-offers?category,subcategories' },
      { label: 'Java', href: '/job-offers?subcategories' },
      { label: 'react', href: '/job-offers?keywords' },
      { label: 'seniority:senior', href: '/job-offers?experienceLevels' },
      { label: 'Najwyższe wynagrodzenie', href: '/job-offers?orderBy,sortBy' },
    ]);
    expect(filterChips(state({}), names, 'pl', labels, hrefWith, 'x')).toEqual([]);
  });

  it('names a saved search with the labels the list shows', () => {
    const f = state({
      location: { kind: 'city', city: 'krakow' },
      category: 'backend',
      skills: ['Go'],
      workplaceTypes: ['remote'],
    }).filters;
    expect(alertNameParts(f, names, 'pl', labels)).toEqual(['Kraków', 'Backend', 'Go', 'workplaceType:remote']);
  });
});

describe('the list page view', () => {
  it('puts top cities first, then the rest by name in the page language', () => {
    const cities = [
      { slug: 'lodz', label: 'Łódź', top: false },
      { slug: 'zabrze', label: 'Zabrze', top: true },
      { slug: 'lublin', label: 'Lublin', top: false },
      { slug: 'krakow', label: 'Kraków', top: true },
    ];
    expect(cityOptions(cities, 'pl').map((c) => c.slug)).toEqual(['krakow', 'zabrze', 'lublin', 'lodz']);
  });

  it('names the location field value, toggles subcategories and keeps the search on clearing', () => {
    expect(locationValueOf(DEFAULT_FILTERS)).toBe('all-locations');
    expect(locationValueOf({ ...DEFAULT_FILTERS, location: { kind: 'remote' } })).toBe('remote');
    const f = {
      ...DEFAULT_FILTERS,
      subcategories: ['java'],
      withSalary: true,
      keywords: ['spring'],
      category: 'backend',
    };
    expect(toggledSubcategories(f, 'java')).toEqual([]);
    expect(toggledSubcategories(f, 'kotlin')).toEqual(['java', 'kotlin']);
    expect(clearedFilters(f)).toEqual({
      ...DEFAULT_FILTERS,
      subcategories: ['java'],
      keywords: ['spring'],
      category: 'backend',
    });
    expect(sortLabelKey('salaryDesc')).toBe('sortSalaryDesc');
  });

  it('links the canonical list and both languages, and keeps paging positions and the map out of the index', () => {
    const state: ListUrlState = { filters: DEFAULT_FILTERS, from: 'abc', showMap: false };
    const href = (s: ListUrlState, l: 'pl' | 'en') => `/${l}${s.from ? `?from=${s.from}` : ''}`;
    const links = listMetadataLinks(state, 'https://it.test', href, 'en');
    expect(links.alternates).toEqual({
      canonical: 'https://it.test/en',
      languages: { pl: 'https://it.test/pl', en: 'https://it.test/en' },
    });
    expect(links.robots).toEqual({ index: false, follow: true });
    expect(listMetadataLinks({ ...state, from: null }, 'https://it.test', href, 'pl').robots).toBeUndefined();
  });
});
