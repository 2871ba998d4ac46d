import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/**
 * PATCH (keep, `isConfirmed: true`) or DELETE (remove) /api/v2/user-panel/redirects/{id}: what the candidate
 * answered about an application made on the employer's site. Resolves whether the server took it.
 */
export async function settleRedirect(redirectId: number, locale: string, keep: boolean): Promise<boolean> {
  const query = { lang: locale };
  const call = keep
    ? apiFetch(candidateApi.redirect(redirectId), { method: 'PATCH', query, json: { isConfirmed: true } })
    : apiFetch(candidateApi.redirect(redirectId), { method: 'DELETE', query });
  return call.then(
    () => true,
    () => false,
  );
}
