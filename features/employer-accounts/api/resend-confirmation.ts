import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** PATCH /api/v1/users/regenerate_confirmation_token: a new confirmation link to the e-mail (if it has an account). */
export function resendConfirmation(email: string): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.regenerateConfirmation(), { method: 'PATCH', json: { email } });
}
