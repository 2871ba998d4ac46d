import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { GuestJobAlertBody } from '../alert-schema';

/** POST /api/{tenant}/guests/job-alerts: a visitor's alert, active once the e-mailed link is opened. */
export function registerGuestAlert(tenant: string, body: Partial<GuestJobAlertBody>): Promise<{ jobFilterId: number }> {
  return apiFetch(candidateApi.guestJobAlerts(tenant), { method: 'POST', json: body });
}
