import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/**
 * POST /api/v2/employer-panel/chat/invitations: invites a candidate to chat, from an application or from an
 * offer's matched candidates. Settles to the answer: each caller shows the refusal beside its button.
 */
export function createChatInvitation(
  input: { applicationId: number } | { offerId: number; candidateId: string },
): Promise<ApiAnswer<{ id: number }>> {
  return apiRequest(employerApi.chatInvitations(), { method: 'POST', json: input });
}
