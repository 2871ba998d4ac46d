import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** POST /api/v2/employer-panel/offers/{id}/back-to-draft: an unpaid offer becomes a draft again. */
export function backToDraft(offerId: number): Promise<ApiAnswer<{ draft_id: number }>> {
  return apiRequest(employerApi.offerBackToDraft(offerId), { method: 'POST' });
}
