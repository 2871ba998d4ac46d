import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** POST /api/v1/offers/{slug}/finish-recruitment: ends an active offer's recruitment. */
export function finishOffer(slug: string): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.offerFinishRecruitment(slug), { method: 'POST' });
}
