// /api/v2/user-panel/notification-settings – the signed-in candidate's application status e-mails (GET, PATCH).
import { notificationSettingsBody } from '@/features/employer-applications/schemas';
import {
  getNotificationSettings,
  updateNotificationSettings,
} from '@/features/employer-applications/server/notification-settings';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate' }, async ({ caller, db }) => getNotificationSettings(db, caller));

export const PATCH = withRoute({ auth: 'candidate', body: notificationSettingsBody }, async ({ caller, db, body }) =>
  updateNotificationSettings(db, caller, body),
);
