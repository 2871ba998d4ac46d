import { offerFilterQuerySchema, type OfferFilterQuery } from '../schemas';

const FILTER_KEYS = Object.keys(offerFilterQuerySchema.shape).filter((k) => k !== 'sortBy' && k !== 'orderBy');

/**
 * The filters that decide which offers match, in a stable form: equal filters give equal keys
 * whatever the order of keys or array values. Sort, paging, cursors and map envelopes are left out.
 */
export function filterKey(q: OfferFilterQuery): string {
  const record = q as unknown as Record<string, unknown>;
  const entries: [string, unknown][] = [];
  for (const key of FILTER_KEYS) {
    const value = record[key];
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) entries.push([key, [...new Set(value)].sort()]);
    } else entries.push([key, value]);
  }
  return JSON.stringify(entries);
}
