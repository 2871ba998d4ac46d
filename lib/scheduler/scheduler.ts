import { hostname } from 'node:os';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobRuns } from '@/lib/db/schema';
import { logger } from '@/lib/log';

/**
 * Scheduled jobs that run once per slot however many app instances are up: the instance that
 * inserts the (job, slot) row in `job_runs` runs it, the others see the conflict and skip.
 */
export interface ScheduledJob {
  name: string;
  /** How often an instance asks the job for its current slot. */
  intervalMs: number;
  /** The run this moment belongs to, e.g. `2026-11-23T08` for an hourly job; null: nothing to run now. */
  slotOf(now: Date): string | null;
  /** Does the work for a slot; the answer is kept as the run's result. Must be safe to run again after a crash. */
  run(db: Db, slot: string, now: Date): Promise<Record<string, unknown>>;
  /** A run still 'running' after this long is taken to have crashed and may be claimed again (default 30 min). */
  staleAfterMs?: number;
  /** A failed run may be retried in the same slot after this long (default 5 min). */
  retryFailedAfterMs?: number;
}

export const DEFAULT_STALE_AFTER_MS = 30 * 60_000;
export const DEFAULT_RETRY_FAILED_AFTER_MS = 5 * 60_000;

/** Names this process in `job_runs.instance`. */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

/**
 * Claims a slot: true for exactly one caller. A slot whose run crashed ('running' for longer than
 * staleAfterMs) or failed (longer than retryFailedAfterMs ago) can be claimed again, by one caller.
 */
export async function claimRun(db: Db, job: ScheduledJob, slot: string, instance = INSTANCE_ID): Promise<boolean> {
  const inserted = await db
    .insert(jobRuns)
    .values({ job: job.name, slot, status: 'running', instance })
    .onConflictDoNothing({ target: [jobRuns.job, jobRuns.slot] })
    .returning({ id: jobRuns.id });
  if (inserted.length > 0) return true;
  const stale = `${Math.round(job.staleAfterMs ?? DEFAULT_STALE_AFTER_MS)} milliseconds`;
  const retry = `${Math.round(job.retryFailedAfterMs ?? DEFAULT_RETRY_FAILED_AFTER_MS)} milliseconds`;
  // One UPDATE decides: under concurrent reclaims Postgres re-checks the condition on the locked row.
  const reclaimed = await db
    .update(jobRuns)
    .set({ status: 'running', instance, startedAt: sql`now()`, finishedAt: null, error: null, result: null })
    .where(
      and(
        eq(jobRuns.job, job.name),
        eq(jobRuns.slot, slot),
        or(
          and(eq(jobRuns.status, 'running'), lt(jobRuns.startedAt, sql`now() - ${stale}::interval`)),
          and(eq(jobRuns.status, 'failed'), lt(jobRuns.finishedAt, sql`now() - ${retry}::interval`)),
        ),
      ),
    )
    .returning({ id: jobRuns.id });
  return reclaimed.length > 0;
}

export type RunOutcome =
  | { ran: false; slot: string | null }
  | { ran: true; slot: string; result: Record<string, unknown> }
  | { ran: true; slot: string; error: string };

/** Runs the job's current slot if this caller claims it, recording done or failed. */
export async function runJobOnce(
  db: Db,
  job: ScheduledJob,
  now = new Date(),
  instance = INSTANCE_ID,
): Promise<RunOutcome> {
  const slot = job.slotOf(now);
  if (slot === null || !(await claimRun(db, job, slot, instance))) return { ran: false, slot };
  const started = Date.now();
  const where = and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot), eq(jobRuns.instance, instance));
  try {
    const result = await job.run(db, slot, now);
    await db
      .update(jobRuns)
      .set({ status: 'done', finishedAt: sql`now()`, result })
      .where(where);
    logger.info({ job: job.name, slot, ms: Date.now() - started, result }, 'scheduled job done');
    return { ran: true, slot, result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(jobRuns)
      .set({ status: 'failed', finishedAt: sql`now()`, error: message.slice(0, 2000) })
      .where(where)
      .catch((e: unknown) => logger.error({ err: e, job: job.name, slot }, 'could not record a failed run'));
    logger.error({ err: error, job: job.name, slot }, 'scheduled job failed');
    return { ran: true, slot, error: message };
  }
}

/** Slot helpers for the usual cadences (UTC). */
export const slots = {
  /** Every `minutes` minutes: `2026-11-23T08:15`. */
  everyMinutes: (now: Date, minutes: number) => {
    const bucket = new Date(Math.floor(now.getTime() / (minutes * 60_000)) * minutes * 60_000);
    return bucket.toISOString().slice(0, 16);
  },
  hourly: (now: Date) => now.toISOString().slice(0, 13),
  daily: (now: Date) => now.toISOString().slice(0, 10),
};

export interface SchedulerHandle {
  stop(): Promise<void>;
}

/**
 * Asks every job for its slot every `intervalMs` (after a random start delay, so instances spread out)
 * and runs it when claimed. A job never overlaps itself within the process.
 */
export function startScheduler(
  getDb: () => Promise<Db>,
  jobs: readonly ScheduledJob[],
  { startDelayMs = 5_000 }: { startDelayMs?: number } = {},
): SchedulerHandle {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  const schedule = (job: ScheduledJob, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const pass = getDb()
        .then((db) => runJobOnce(db, job))
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'scheduler pass failed'))
        .finally(() => {
          running.delete(pass);
          if (!stopped) schedule(job, job.intervalMs);
        });
      running.add(pass);
    }, delay);
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, startDelayMs + Math.random() * Math.min(job.intervalMs, 10_000));
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
