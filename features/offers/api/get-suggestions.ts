import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/**
 * GET /api/v2/user-panel/offers/suggest: the raw answer (titles, companies and skills matching what is
 * typed); the search field shapes it into its groups.
 */
export function getSuggestions(query: string, signal?: AbortSignal): Promise<unknown> {
  return apiFetch<unknown>(candidateApi.offerSuggestions(), { query: { query }, signal });
}
