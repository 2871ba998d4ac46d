// Interface stub written by the alerts engineer from the common brief; the platform engineer's
// scheduler replaces this file (same names and signatures).
import { and, eq } from 'drizzle-orm';
import { hostname } from 'node:os';
import type { Db } from '@/lib/db/client';
import { jobRuns } from '@/lib/db/schema';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** The run slot due at `now` (e.g. a date), or null when nothing is due. */
  slotOf(now: Date): string | null;
  run(db: Db, slot: string, now: Date): Promise<Record<string, unknown>>;
}

/** Claims a job's slot by inserting its unique run row: true for exactly one caller. */
export async function claimRun(db: Db, job: Pick<ScheduledJob, 'name'>, slot: string): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ job: job.name, slot, instance: `${hostname()}:${process.pid}` })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Runs a job's due slot once (whoever claims it); null when nothing was due or another instance has it. */
export async function runJobOnce(db: Db, job: ScheduledJob, now = new Date()) {
  const slot = job.slotOf(now);
  if (slot === null || !(await claimRun(db, job, slot))) return null;
  try {
    const result = await job.run(db, slot, now);
    await db
      .update(jobRuns)
      .set({ status: 'done', finishedAt: new Date(), result })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot)));
    return result;
  } catch (error) {
    await db
      .update(jobRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: String(error) })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.slot, slot)));
    throw error;
  }
}
