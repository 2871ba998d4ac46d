import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** POST /api/v2/employer-panel/offers/{id}/drafts: a draft from the offer (a copy, an extension or a refresh). */
export function openOfferDraft({
  offerId,
  mode,
}: {
  offerId: number;
  mode: 'duplicate' | 'extend' | 'refresh';
}): Promise<ApiAnswer<{ id: number }>> {
  return apiRequest(employerApi.offerDrafts(offerId), { method: 'POST', json: { mode } });
}
