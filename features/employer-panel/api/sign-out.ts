import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** POST /api/v1/oauth/revoke: ends the panel's session. */
export function signOut(): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.revokeSession(), { method: 'POST', json: { client_id: 'panel' } });
}
