import { DEFAULT_FILTERS, type OfferFilters } from './search-params';

/**
 * The URL codec's filters as the API's query (what the list page and the alerts send). Bracket
 * arrays are written as repeated `key[]` parameters. Free of zod, so the filter controls' count
 * preview can build the same query in the browser.
 */
export function filtersToApiQuery(filters: OfferFilters): URLSearchParams {
  const q = new URLSearchParams();
  const many = (key: string, values: readonly string[]) => values.forEach((v) => q.append(`${key}[]`, v));
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) q.set('sortBy', filters.sortBy);
  if (filters.orderBy !== DEFAULT_FILTERS.orderBy) q.set('orderBy', filters.orderBy);
  if (filters.currency !== DEFAULT_FILTERS.currency) q.set('currency', filters.currency);
  many(
    'categories',
    filters.category ? (filters.subcategories.length ? filters.subcategories : [filters.category]) : [],
  );
  many('keywords', filters.keywords);
  many('companyNames', filters.companies);
  many('skills', filters.skills);
  many('jobTitles', filters.titles);
  if (filters.withSalary) q.set('withSalary', 'true');
  if (filters.location.kind === 'remote') q.set('remote', 'true');
  many('remoteWorkOptions', filters.workplaceTypes);
  if (filters.location.kind === 'city') {
    q.set('city', filters.location.city);
    if (filters.radiusKm) q.set('cityRadiusKm', String(filters.radiusKm));
  }
  if (filters.salary) {
    q.set('salaryMin', String(filters.salary.from));
    q.set('salaryMax', String(filters.salary.to));
  }
  if (filters.ukraineFriendly) q.set('ukraineFriendly', 'true');
  many('experienceLevels', filters.experienceLevels);
  many('employmentTypes', filters.employmentTypes);
  many('workingTimes', filters.workingTimes);
  return q;
}
