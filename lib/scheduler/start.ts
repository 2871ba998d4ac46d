import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { startMailWorker } from '@/lib/mail/worker';
import { claimBackgroundStart, registerBackground } from './background';
import { SCHEDULED_JOBS } from './jobs';
import { startScheduler } from './scheduler';

/**
 * Starts the background work of a server process once: the scheduled jobs and the outbox sender.
 * Called from instrumentation.ts (the server's start); never in tests, nor with BACKGROUND_JOBS=false.
 */
export async function startBackgroundWork(): Promise<void> {
  const env = getEnv();
  if (env.NODE_ENV === 'test' || !env.BACKGROUND_JOBS || !claimBackgroundStart()) return;
  registerBackground(startScheduler(getDb, SCHEDULED_JOBS), startMailWorker(getDb));
  logger.info({ jobs: SCHEDULED_JOBS.map((j) => j.name), smtp: Boolean(env.SMTP_URL) }, 'background work started');
}
