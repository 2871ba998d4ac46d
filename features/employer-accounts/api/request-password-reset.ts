import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** POST /api/v1/users/password: a password-reset link to the e-mail (if it has an account). */
export function requestPasswordReset(email: string): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.password(), { method: 'POST', json: { email } });
}
