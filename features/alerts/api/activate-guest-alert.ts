import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** PUT /api/{tenant}/guests/job-alerts/activation: the e-mailed link's code turns a visitor's alert on (409: used). */
export function activateGuestAlert(tenant: string, jobFilterId: number, code: string): Promise<unknown> {
  return apiFetch(candidateApi.guestJobAlertActivation(tenant), { method: 'PUT', json: { jobFilterId, code } });
}
