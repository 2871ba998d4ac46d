import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { EmployerProfile } from '../types';
import type { ProfileInput } from '../validation';

/** PATCH /api/v1/profiles/me: the signed-in member's name and phone. */
export function updateProfile(values: ProfileInput): Promise<ApiAnswer<EmployerProfile>> {
  return apiRequest(employerApi.profile(), { method: 'PATCH', json: values });
}
