import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { RegisterInput } from '../schemas';

/** POST /api/v2/user-panel/account/register: 201 once the confirmation e-mail is on its way. Settles with the status. */
export function registerCandidate(input: RegisterInput): Promise<ApiAnswer<unknown>> {
  return apiRequest(candidateApi.register(), { method: 'POST', json: input });
}
