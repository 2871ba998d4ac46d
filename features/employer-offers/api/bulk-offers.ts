import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** POST /api/v2/employer-panel/offers/bulk: finishes or duplicates the chosen offers; some may be skipped. */
export function bulkOffers(input: {
  action: 'finish' | 'duplicate';
  ids: number[];
}): Promise<ApiAnswer<{ done: unknown[]; skipped: unknown[] }>> {
  return apiRequest(employerApi.offersBulk(), { method: 'POST', json: input });
}
