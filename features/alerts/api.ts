import { ApiError, apiFetch } from '@/lib/api-client';
import type { AlertFrequency, GuestJobAlertBody, JobFilterDto } from './schemas';

/** A failed call: the HTTP status and the server's message (the spec's 409 variants are told apart by it). */
export { ApiError as AlertApiError };

function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, json?: unknown): Promise<T> {
  return apiFetch<T>(path, { method, json });
}

/** The candidate-portal calls of the spec (base /api/{tenant}). */
export function alertsApi(tenant: string) {
  const base = `/api/${encodeURIComponent(tenant)}`;
  return {
    listFilters: () => call<{ data: JobFilterDto[] }>('GET', `${base}/job-filters`).then((r) => r.data),
    saveFilter: (searchUrl: string, name: string) =>
      call<{ jobFilterId: number }>('POST', `${base}/job-filters`, { searchUrl, name }),
    deleteFilter: (id: number) => call<void>('DELETE', `${base}/job-filters/${id}`),
    enableAlert: (jobFilterId: number, frequency: AlertFrequency, name?: string) =>
      call<unknown>('POST', `${base}/job-alerts`, { jobFilterId, frequency, name }),
    disableAlert: (id: number) => call<void>('DELETE', `${base}/job-filters/${id}/job-alert`),
    changeFrequency: (id: number, frequency: AlertFrequency) =>
      call<unknown>('PATCH', `${base}/job-filters/${id}/job-alert/frequency`, { frequency }),
    markRead: (id: number) => call<void>('POST', `${base}/job-filters/${id}/read-filtered-offers`),
    registerGuest: (body: Partial<GuestJobAlertBody>) =>
      call<{ jobFilterId: number }>('POST', `${base}/guests/job-alerts`, body),
    activate: (jobFilterId: number, code: string) =>
      call<unknown>('PUT', `${base}/guests/job-alerts/activation`, { jobFilterId, code }),
    unsubscribe: (jobFilterId: number, code: string) =>
      call<void>('DELETE', `${base}/guests/job-alerts/${jobFilterId}/${encodeURIComponent(code)}`),
  };
}

export type SnackKey =
  | 'profileExists'
  | 'activeAlertExists'
  | 'alertExists'
  | 'filterExists'
  | 'limit'
  | 'generic'
  | 'localLimit'
  | 'tooMany';

/** Spec §8: the job-alert error by status and message (a 409 without a known message is profile-exists). */
export function snackOf(error: unknown): SnackKey {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 422) return 'limit';
  if (error.status === 429) return 'tooMany';
  if (error.status !== 409) return 'generic';
  switch (error.message) {
    case 'Job filter with active job alert already exists':
      return 'activeAlertExists';
    case 'Job alert already exists':
      return 'alertExists';
    case 'Job filter already exists':
      return 'filterExists';
    default:
      return 'profileExists';
  }
}
