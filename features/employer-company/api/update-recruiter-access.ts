import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { CompanyView } from '../types';
import type { RecruiterAccessInput } from '../validation';

/** PATCH /api/v2/employer-panel/company/recruiter-access: whether recruiters see only the offers they are assigned. */
export function updateRecruiterAccess(values: RecruiterAccessInput): Promise<ApiAnswer<CompanyView>> {
  return apiRequest(employerApi.recruiterAccess(), { method: 'PATCH', json: values });
}
