import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** DELETE /api/{tenant}/guests/job-alerts/{id}/{code}: the e-mail's unsubscribe link. */
export function unsubscribeGuestAlert(tenant: string, jobFilterId: number, code: string): Promise<void> {
  return apiFetch(candidateApi.guestJobAlert(tenant, jobFilterId, code), { method: 'DELETE' });
}
