import { eq } from 'drizzle-orm';
import { emailOutbox, jobRuns } from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { housekeepingJob } from './housekeeping';
import { runJobOnce } from './scheduler';

const { db } = await createTestDb();
const DAY = 86_400_000;

describe('housekeeping', () => {
  it('deletes sent mails after 30 days, failed ones and finished runs after 90, nothing queued or running', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const mail = { tenantId: null, html: '', text: '', subject: 's' };
    await db.insert(emailOutbox).values([
      { ...mail, to: 'old-sent', status: 'sent', sentAt: ago(31) },
      { ...mail, to: 'new-sent', status: 'sent', sentAt: ago(29) },
      { ...mail, to: 'old-failed', status: 'failed', createdAt: ago(91) },
      { ...mail, to: 'old-queued', status: 'queued', createdAt: ago(200) },
    ]);
    await db.insert(jobRuns).values([
      { job: 'x', slot: 'old-done', status: 'done', instance: 'i', startedAt: ago(91) },
      { job: 'x', slot: 'old-running', status: 'running', instance: 'i', startedAt: ago(91) },
      { job: 'x', slot: 'new-done', status: 'done', instance: 'i', startedAt: ago(10) },
    ]);
    expect(await runJobOnce(db, housekeepingJob, now)).toMatchObject({
      ran: true,
      result: { deletedMails: 2, deletedRuns: 1 },
    });
    const left = await db.select({ to: emailOutbox.to }).from(emailOutbox);
    expect(left.map((m) => m.to).sort()).toEqual(['new-sent', 'old-queued']);
    const runs = await db.select({ slot: jobRuns.slot }).from(jobRuns).where(eq(jobRuns.job, 'x'));
    expect(runs.map((r) => r.slot).sort()).toEqual(['new-done', 'old-running']);
    // Once a day.
    expect((await runJobOnce(db, housekeepingJob, now)).ran).toBe(false);
  });
});
