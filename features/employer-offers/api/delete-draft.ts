import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** DELETE /api/v2/employer-panel/drafts/{id}: deletes a draft. */
export function deleteDraft(draftId: number): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.draft(draftId), { method: 'DELETE' });
}
