import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { emailOutbox, jobRuns } from '@/lib/db/schema';
import { slots, type ScheduledJob } from './scheduler';

const DAY_MS = 86_400_000;
/** Sent mails hold addresses and links: kept 30 days for support, then deleted. */
export const SENT_MAIL_RETENTION_DAYS = 30;
/** Undeliverable mails and finished job runs: 90 days. */
export const HISTORY_RETENTION_DAYS = 90;

/** Once a day: deletes old sent and failed mails and finished job runs. */
export const housekeepingJob: ScheduledJob = {
  name: 'housekeeping',
  intervalMs: 10 * 60_000,
  slotOf: slots.daily,
  async run(db: Db, _slot, now) {
    const sentBefore = new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * DAY_MS);
    const historyBefore = new Date(now.getTime() - HISTORY_RETENTION_DAYS * DAY_MS);
    const mails = await db
      .delete(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, sentBefore)),
          and(eq(emailOutbox.status, 'failed'), lt(emailOutbox.createdAt, historyBefore)),
        ),
      )
      .returning({ id: emailOutbox.id });
    const runs = await db
      .delete(jobRuns)
      .where(and(inArray(jobRuns.status, ['done', 'failed']), lt(jobRuns.startedAt, historyBefore)))
      .returning({ id: jobRuns.id });
    return { deletedMails: mails.length, deletedRuns: runs.length };
  },
};
