import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** DELETE /api/{tenant}/job-filters/{id}: removes a saved search and its alert. */
export function deleteJobFilter(tenant: string, id: number): Promise<void> {
  return apiFetch(candidateApi.jobFilter(tenant, id), { method: 'DELETE' });
}
