import { ALL_LOCATIONS, LIST_PREFIX, parseListQuery } from '@/features/offers/search-params';

const label = (slug: string) => {
  const text = slug.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The list URL the visitor is on (or all offers when not on a list), as a saved search keeps it. */
export function currentSearchUrl(pathname: string, search: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const list = segments[0] === 'en' ? segments.slice(1) : segments;
  if (list[0] !== LIST_PREFIX) return `/${LIST_PREFIX}`;
  const query = new URLSearchParams(search);
  for (const key of ['from', 'showMap']) query.delete(key);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/** Spec: the alert name is the list of the search's tags (location, categories, keywords, filters). */
export function searchTags(searchUrl: string): string[] {
  const url = new URL(searchUrl, 'http://x');
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const list = segments[0] === 'en' ? segments.slice(1) : segments;
  const [, location, category, subs] = list;
  const { filters } = parseListQuery(url.searchParams);
  return [
    ...(location && location !== ALL_LOCATIONS ? [label(location)] : []),
    ...(category ? [label(category)] : []),
    ...(subs ? subs.split(',').map(label) : []),
    ...filters.keywords,
    ...filters.skills,
    ...filters.titles,
    ...filters.companies,
    ...filters.experienceLevels.map(label),
    ...filters.employmentTypes.map(label),
    ...filters.workplaceTypes.map(label),
    ...filters.workingTimes.map(label),
  ];
}
