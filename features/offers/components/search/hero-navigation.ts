import { DEFAULT_FILTERS } from '../../search-params';
import { filtersFromForm } from '../filters/form-state';
import { listUrl, withSearchTerm, type Locale } from '../filters/list-url';
import type { SearchTerm } from './recent-searches';

/**
 * Where the homepage search leads: the canonical list of the form's keyword, location and radius;
 * with a chosen suggestion, that suggestion alone with the location and radius already set. Loaded
 * when the form is used, so the list URL codec is not part of the home page's first load.
 */
export function heroTarget(form: FormData, locale: Locale, term?: SearchTerm): { href: string; city: string | null } {
  const filters = filtersFromForm(form, DEFAULT_FILTERS);
  const next = term ? withSearchTerm({ ...filters, keywords: [] }, term) : filters;
  return { href: listUrl(next, locale), city: next.location.kind === 'city' ? next.location.city : null };
}
