import { ApiError } from '@/lib/api-client';

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
