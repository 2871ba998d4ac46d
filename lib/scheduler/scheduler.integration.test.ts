import { and, eq, sql } from 'drizzle-orm';
import { jobRuns } from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { claimRun, runJobOnce, startScheduler, slots, type ScheduledJob } from './scheduler';

const { db } = await createTestDb();

let n = 0;
function testJob(overrides: Partial<ScheduledJob> = {}) {
  const calls: string[] = [];
  const job: ScheduledJob = {
    name: `test-job-${++n}`,
    intervalMs: 30_000,
    slotOf: (now) => slots.hourly(now),
    run: async (_db, slot) => {
      calls.push(slot);
      // Yield so a concurrent caller really overlaps with this run.
      await new Promise((r) => setTimeout(r, 20));
      return { sent: calls.length };
    },
    ...overrides,
  };
  return { job, calls };
}

const rowsOf = (job: ScheduledJob) => db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
const NOW = new Date('2026-11-23T08:30:00Z');

describe('the scheduler', () => {
  it('runs a slot once when two instances try it at the same moment', async () => {
    const { job, calls } = testJob();
    const outcomes = await Promise.all([
      runJobOnce(db, job, NOW, 'instance-a'),
      runJobOnce(db, job, NOW, 'instance-b'),
      runJobOnce(db, job, NOW, 'instance-c'),
    ]);
    expect(calls).toEqual(['2026-11-23T08']);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    const [row] = await rowsOf(job);
    expect(row).toMatchObject({ slot: '2026-11-23T08', status: 'done', result: { sent: 1 }, error: null });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    // Later in the same hour: still done; the next hour is a new slot.
    expect((await runJobOnce(db, job, new Date('2026-11-23T08:59:00Z'))).ran).toBe(false);
    expect((await runJobOnce(db, job, new Date('2026-11-23T09:00:00Z'))).ran).toBe(true);
    expect(calls).toEqual(['2026-11-23T08', '2026-11-23T09']);
  });

  it('runs nothing when the job has no slot now', async () => {
    const { job, calls } = testJob({ slotOf: () => null });
    expect(await runJobOnce(db, job, NOW)).toEqual({ ran: false, slot: null });
    expect(calls).toEqual([]);
    expect(await rowsOf(job)).toEqual([]);
  });

  it('records a failure, and lets the slot be retried after the retry delay', async () => {
    let fail = true;
    const { job } = testJob({
      retryFailedAfterMs: 60_000,
      run: async () => {
        if (fail) throw new Error('smtp down');
        return { ok: true };
      },
    });
    expect(await runJobOnce(db, job, NOW)).toMatchObject({ ran: true, error: 'smtp down' });
    expect((await rowsOf(job))[0]).toMatchObject({ status: 'failed', error: 'smtp down' });
    fail = false;
    expect((await runJobOnce(db, job, NOW)).ran).toBe(false); // too soon
    await db
      .update(jobRuns)
      .set({ finishedAt: sql`now() - interval '2 minutes'` })
      .where(eq(jobRuns.job, job.name));
    expect(await runJobOnce(db, job, NOW)).toMatchObject({ ran: true, result: { ok: true } });
    expect((await rowsOf(job))[0]).toMatchObject({ status: 'done', error: null });
  });

  it('lets one instance resume a slot whose run crashed (still running after staleAfterMs), never a live one', async () => {
    const { job, calls } = testJob({ staleAfterMs: 10 * 60_000 });
    await db.insert(jobRuns).values({ job: job.name, slot: '2026-11-23T08', status: 'running', instance: 'dead' });
    expect((await runJobOnce(db, job, NOW)).ran).toBe(false); // it may still be running
    await db
      .update(jobRuns)
      .set({ startedAt: sql`now() - interval '11 minutes'` })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.slot, '2026-11-23T08')));
    const outcomes = await Promise.all([runJobOnce(db, job, NOW, 'a'), runJobOnce(db, job, NOW, 'b')]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect((await rowsOf(job))[0]).toMatchObject({ status: 'done' });
  });

  it('claims a slot for exactly one of many concurrent callers', async () => {
    const { job } = testJob();
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimRun(db, job, 'slot-x', `i${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('runs jobs in the background loop until stopped', async () => {
    const { job, calls } = testJob({ intervalMs: 10, slotOf: () => `tick-${calls.length}` });
    const handle = startScheduler(async () => db, [job], { startDelayMs: 0 });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await handle.stop();
    const after = calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.length).toBe(after);
  });
});
