import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** POST /api/{tenant}/job-filters/{id}/read-filtered-offers: the search's new offers count as seen. */
export function markJobFilterRead(tenant: string, id: number): Promise<void> {
  return apiFetch(candidateApi.jobFilterRead(tenant, id), { method: 'POST' });
}
