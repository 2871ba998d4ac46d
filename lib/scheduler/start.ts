import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { startMailWorker } from '@/lib/mail/worker';
import { claimBackgroundStart, registerBackground } from './background';
import { startScheduler, type ScheduledJob } from './scheduler';

/**
 * Starts the background work of a server process once: the scheduled jobs and the outbox sender.
 * Called from instrumentation.ts (the server's start) with registry/scheduled-jobs.ts; never in tests, nor
 * with BACKGROUND_JOBS=false.
 */
export async function startBackgroundWork(jobs: readonly ScheduledJob[]): Promise<void> {
  const env = getEnv();
  if (env.NODE_ENV === 'test' || !env.BACKGROUND_JOBS || !claimBackgroundStart()) return;
  registerBackground(startScheduler(getDb, jobs), startMailWorker(getDb));
  logger.info({ jobs: jobs.map((j) => j.name), smtp: Boolean(env.SMTP_URL) }, 'background work started');
}
