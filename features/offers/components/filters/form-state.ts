import { SALARY_FILTER_MAX, SALARY_FILTER_MIN } from '../../options';
import { ALL_LOCATIONS, parseListQuery, REMOTE_LOCATION, type Location, type OfferFilters } from '../../search-params';
import { SORT_CHOICES, type SortChoice } from '../../sort-choices';
import { keywordsOf } from './list-url';
import { parseSalary } from './salary-input';

const PLAIN_FIELDS = ['location', 'category', 'sort', 'salaryFrom', 'salaryTo', 'keyword'];

/**
 * The filters a filter form describes – the same reading the server gives the plain fields of a
 * submitted form (location, category, sort, salaryFrom/salaryTo, words of the keyword box), with
 * the codec reading the rest. What the form does not hold (subcategories of the same category)
 * comes from the current filters.
 */
export function filtersFromForm(form: FormData, current: OfferFilters): OfferFilters {
  const query = new URLSearchParams();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !PLAIN_FIELDS.includes(key)) query.append(key, value);
  }
  const parsed = parseListQuery(query).filters;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : null;
  };
  const location = text('location');
  const category = text('category');
  const sort = text('sort');
  const keywords = form
    .getAll('keyword')
    .flatMap((v) => (typeof v === 'string' ? keywordsOf(v) : []))
    .filter((v) => v.length <= 100);

  const next: OfferFilters = {
    ...current,
    ...parsed,
    keywords: [...new Set(keywords)].sort(),
    location: location === null ? current.location : toLocation(location),
    category: category === null ? current.category : category || null,
  };
  if (next.category !== current.category) next.subcategories = [];
  if (sort && sort in SORT_CHOICES) Object.assign(next, SORT_CHOICES[sort as SortChoice]);
  else if (sort === null) Object.assign(next, { sortBy: current.sortBy, orderBy: current.orderBy });
  if (form.has('salaryFrom') || form.has('salaryTo')) {
    const bounds = { min: SALARY_FILTER_MIN, max: SALARY_FILTER_MAX };
    const from = parseSalary(text('salaryFrom') ?? '', bounds);
    const to = parseSalary(text('salaryTo') ?? '', bounds);
    next.salary =
      from === null && to === null
        ? null
        : { from: Math.min(from ?? bounds.min, to ?? bounds.max), to: to ?? bounds.max };
  }
  return next;
}

function toLocation(value: string): Location {
  if (!value || value === ALL_LOCATIONS) return { kind: 'all' };
  if (value === REMOTE_LOCATION) return { kind: 'remote' };
  return { kind: 'city', city: value };
}
