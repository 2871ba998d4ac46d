import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/** POST /api/v2/employer-panel/active-company: the company the panel acts for from the next page on. */
export function switchCompany(companyId: number): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.activeCompany(), { method: 'POST', json: { companyId } });
}
