import { apiRequest } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** POST /api/auth/sign-out. Settles whatever the answer: the page leaves for the home page either way. */
export async function signOut(): Promise<void> {
  await apiRequest(candidateApi.signOut(), { method: 'POST', json: {} });
}
