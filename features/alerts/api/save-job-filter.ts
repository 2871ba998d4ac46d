import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** POST /api/{tenant}/job-filters: saves a search (409 when it is saved already, 422 over the limit). */
export function saveJobFilter(tenant: string, searchUrl: string, name: string): Promise<{ jobFilterId: number }> {
  return apiFetch(candidateApi.jobFilters(tenant), { method: 'POST', json: { searchUrl, name } });
}
