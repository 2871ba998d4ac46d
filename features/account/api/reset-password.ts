import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** POST /api/auth/reset-password with the e-mailed token: settles with the status (400: the token is spent). */
export function resetPassword(token: string, newPassword: string): Promise<ApiAnswer<unknown>> {
  return apiRequest(candidateApi.resetPassword(), { method: 'POST', json: { token, newPassword } });
}
