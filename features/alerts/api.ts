import type { AlertFrequency, GuestJobAlertBody, JobFilterDto } from './schemas';

/** A failed call: the HTTP status and the server's message (the spec's 409 variants are told apart by it). */
export class AlertApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const error = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new AlertApiError(res.status, error?.error?.message ?? '');
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
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
  if (!(error instanceof AlertApiError)) return 'generic';
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
