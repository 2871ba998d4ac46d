import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

/**
 * PATCH /api/v2/user-panel/notification-settings: the candidate's switch for application status e-mails.
 * The profile page it sits on has no query cache to update, so there is no hook.
 */
export function updateStatusEmails(applicationStatusEmails: boolean): Promise<unknown> {
  return apiFetch(employerApi.notificationSettings(), { method: 'PATCH', json: { applicationStatusEmails } });
}
