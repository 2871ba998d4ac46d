import { normalizeFilters, serializeListUrl, type OfferFilters } from '../../search-params';
import { SORT_CHOICES, type SortChoice } from '../../sort-choices';
import type { SearchTerm } from '../search/recent-searches';
import { localizedPath } from '@/lib/paths';

export type Locale = 'pl' | 'en';

/** The canonical list URL of some filters, first page, list view, with the locale prefix. */
export function listUrl(filters: OfferFilters, locale: Locale): string {
  return localizedPath(
    locale,
    serializeListUrl({ filters: normalizeFilters(filters), from: null, showMap: false }, locale),
  );
}

/** Words typed into the search box: trimmed, one keyword per word (as the list's URL keeps them). */
export function keywordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** Adds one search term to the filters (titles → titles, companies → companies, …, typed text → keywords). */
export function withSearchTerm(filters: OfferFilters, term: SearchTerm): OfferFilters {
  const add = (values: string[], more: string[]) => [...new Set([...values, ...more])];
  const title = term.title.trim();
  if (!title) return filters;
  switch (term.variant) {
    case 'titles':
      return { ...filters, titles: add(filters.titles, [title]) };
    case 'companies':
      return { ...filters, companies: add(filters.companies, [title]) };
    case 'skills':
      return { ...filters, skills: add(filters.skills, [title]) };
    default:
      return { ...filters, keywords: add(filters.keywords, keywordsOf(title)) };
  }
}

export function withSort(filters: OfferFilters, choice: SortChoice): OfferFilters {
  return { ...filters, ...SORT_CHOICES[choice] };
}
