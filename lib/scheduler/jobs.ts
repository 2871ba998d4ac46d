import { ALERT_DIGEST_JOBS } from '@/features/alerts/server/digest-job';
import type { ScheduledJob } from './scheduler';

/** Every job the server process runs. */
export const SCHEDULED_JOBS: ScheduledJob[] = [...ALERT_DIGEST_JOBS];
