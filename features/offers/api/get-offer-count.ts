import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import { filtersToApiQuery } from '../api-query';
import type { OfferFilters } from '../search-params';

/**
 * GET /api/v2/user-panel/offers/count (API version 2): how many offers these filters give, for the filter
 * form's button. null when the answer has no count.
 */
export async function getOfferCount(filters: OfferFilters, signal?: AbortSignal): Promise<number | null> {
  const body = await apiFetch<{ count?: unknown }>(`${candidateApi.offerCount()}?${filtersToApiQuery(filters)}`, {
    signal,
    headers: { version: '2' },
  });
  return typeof body?.count === 'number' ? body.count : null;
}
