import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { ClausesView } from '../types';
import type { ClausesInput } from '../validation';

/** PATCH /api/v2/employer-panel/company/clauses: the information clause and the two optional consents. */
export function updateClauses(values: ClausesInput): Promise<ApiAnswer<{ clauses: ClausesView }>> {
  return apiRequest(employerApi.clauses(), { method: 'PATCH', json: values });
}
