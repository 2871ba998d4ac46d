import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/**
 * POST /api/auth/request-password-reset: e-mails a reset link leading to `redirectTo`. Settles with the status
 * (the form tells a malformed address, 400, from too many requests, 429).
 */
export function requestPasswordReset(email: string, redirectTo: string): Promise<ApiAnswer<unknown>> {
  return apiRequest(candidateApi.requestPasswordReset(), { method: 'POST', json: { email, redirectTo } });
}
