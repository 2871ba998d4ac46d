import { ALERT_DIGEST_JOBS } from '@/features/alerts/server/digest-job';
import { chatUnreadMailJob } from '@/features/chat/server/unread-mail-job';
import { paymentReconciliationJob } from '@/features/payments/server/check';
import { embeddedNotificationsJob } from '@/features/payments/server/embedded-job';
import { OFFER_LIFE_JOBS } from '@/features/plans/server/offer-life-jobs';
import { applicationStatusUpdateJob } from '@/features/employer-applications/server/ghosting-job';
import { offerStatisticsJob } from '@/features/employer-offers/server/stats-job';
import { searchTermsJob } from '@/features/offers/server/search-terms-refresh';
import { retentionJob } from '@/features/privacy/server/retention-job';
import { indexingEnqueueJob, indexingSendJob } from '@/features/seo/server/indexing/jobs';
import { webhookSendJob } from '@/features/integrations/server/webhooks/jobs';
import { housekeepingJob } from '@/lib/scheduler/housekeeping';
import type { ScheduledJob } from '@/lib/scheduler/scheduler';

/**
 * Every scheduled job of the product, run by each server process (instrumentation.ts hands them to
 * lib/scheduler/start.ts); one line per job. This list is product code, so it lives here and not in lib/.
 * Add yours with `import { myJob } from '@/features/<area>/server/<job>';` and an entry below.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  housekeepingJob,
  ...ALERT_DIGEST_JOBS,
  retentionJob,
  chatUnreadMailJob,
  ...OFFER_LIFE_JOBS,
  applicationStatusUpdateJob,
  paymentReconciliationJob,
  embeddedNotificationsJob,
  offerStatisticsJob,
  searchTermsJob,
  indexingEnqueueJob,
  indexingSendJob,
  webhookSendJob,
  // one line per job, above this comment
];
