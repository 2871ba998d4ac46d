import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** DELETE /api/{tenant}/job-filters/{id}/job-alert: turns off a saved search's alert (the search stays). */
export function disableJobAlert(tenant: string, id: number): Promise<void> {
  return apiFetch(candidateApi.jobFilterAlert(tenant, id), { method: 'DELETE' });
}
