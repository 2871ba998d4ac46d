import { apiRequest } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** DELETE /api/v2/user-panel/account with the typed e-mail as confirmation: whether it was deleted (204). */
export async function deleteAccount(confirmEmail: string): Promise<boolean> {
  const answer = await apiRequest(candidateApi.account(), { method: 'DELETE', json: { confirmEmail } });
  return answer.status === 204;
}
