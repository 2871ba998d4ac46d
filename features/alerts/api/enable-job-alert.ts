import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { AlertFrequency } from '../schemas';

/** POST /api/{tenant}/job-alerts: turns on the e-mail alert of a saved search. */
export function enableJobAlert(tenant: string, jobFilterId: number, frequency: AlertFrequency): Promise<unknown> {
  return apiFetch(candidateApi.jobAlerts(tenant), { method: 'POST', json: { jobFilterId, frequency } });
}
