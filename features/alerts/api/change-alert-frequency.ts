import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { AlertFrequency } from '../schemas';

/** PATCH /api/{tenant}/job-filters/{id}/job-alert/frequency. */
export function changeAlertFrequency(tenant: string, id: number, frequency: AlertFrequency): Promise<unknown> {
  return apiFetch(candidateApi.jobFilterAlertFrequency(tenant, id), { method: 'PATCH', json: { frequency } });
}
