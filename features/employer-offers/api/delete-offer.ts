import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** DELETE /api/v1/offers/{slug}: deletes an offer. */
export function deleteOffer(slug: string): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.offer(slug), { method: 'DELETE' });
}
