import { ALERT_DIGEST_JOBS } from '@/features/alerts/server/digest-job';
import { retentionJob } from '@/features/privacy/server/retention-job';
import { housekeepingJob } from './housekeeping';
import type { ScheduledJob } from './scheduler';

/**
 * Every scheduled job of the product, run by each server process (see start.ts); one line per job.
 * Add yours with `import { myJob } from '@/features/<area>/server/<job>';` and an entry below.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  housekeepingJob,
  ...ALERT_DIGEST_JOBS,
  retentionJob,
  // one line per job, above this comment
];
