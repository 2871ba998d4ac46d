import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/**
 * POST /api/auth/sign-in/email: the auth library's e-mail sign-in, shared by candidates and employers.
 * Settles to the answer: the form words a 401, a 403 (not confirmed) and a 429 its own way.
 */
export function signIn(input: { email: string; password: string }): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.signIn(), { method: 'POST', json: { ...input, rememberMe: true } });
}
