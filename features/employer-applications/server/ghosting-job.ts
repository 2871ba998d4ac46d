import { sql } from 'drizzle-orm';
import { listTenants, type Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { applications, candidateProfiles, offers } from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import { enqueueMails, type OutgoingMail } from '@/lib/mail/outbox';
import { slots, type ScheduledJob } from '@/lib/scheduler/scheduler';
import { GHOSTING_DAYS, UNANSWERED_STATUSES } from '../constants';
import { buildStatusUpdateMail } from './candidate-mail';

const BATCH = 200;

/**
 * The anti-ghosting promise: an application no one answered (still new or seen, `answered_at` empty) for
 * GHOSTING_DAYS gets the candidate one polite status update. Each batch marks its applications
 * (`status_update_sent_at`) and queues their mails in one transaction, so a crash or a second run never
 * sends twice, and an application answered since is never picked. Candidates who turned status e-mails
 * off are marked without a mail.
 */
export async function sendStatusUpdates(db: Db, now: Date): Promise<{ sent: number; skipped: number }> {
  const cutoff = new Date(now.getTime() - GHOSTING_DAYS * 86_400_000).toISOString();
  const tenants = new Map((await listTenants(db)).map((t) => [t.id, t] as const));
  let sent = 0;
  let skipped = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{
        id: number;
        tenant_id: number;
        name: string;
        email: string;
        title: string;
        company_name: string;
        wants: boolean | null;
      }>(sql`
        with due as (
          select id from ${applications}
           where answered_at is null and status_update_sent_at is null
             and created_at <= ${cutoff}::timestamptz
             and status in (${sql.join(
               UNANSWERED_STATUSES.map((s) => sql`${s}`),
               sql`, `,
             )})
             and is_confirmed and email <> ''
           order by created_at
           limit ${BATCH}
           for update skip locked
        ), marked as (
          update ${applications} a set status_update_sent_at = ${now.toISOString()}::timestamptz
            from due where a.id = due.id
          returning a.id, a.tenant_id, a.offer_id, a.candidate_id, a.name, a.email
        )
        select m.id, m.tenant_id, m.name, m.email, o.title, o.company_name, p.application_status_emails as wants
          from marked m
          join ${offers} o on o.id = m.offer_id
          left join ${candidateProfiles} p on p.user_id = m.candidate_id`);
      const mails: OutgoingMail[] = [];
      for (const r of rows) {
        const tenant: Tenant | undefined = tenants.get(Number(r.tenant_id));
        if (!tenant || r.wants === false) continue;
        mails.push(
          buildStatusUpdateMail(
            { tenant, origin: boardOrigin(tenant.slug), to: r.email },
            { name: r.name, offerTitle: r.title, companyName: r.company_name },
            GHOSTING_DAYS,
          ),
        );
      }
      await enqueueMails(tx, mails);
      return { picked: rows.length, mailed: mails.length };
    });
    sent += batch.mailed;
    skipped += batch.picked - batch.mailed;
    if (batch.picked < BATCH) break;
  }
  return { sent, skipped };
}

/** Hourly: an application crosses the 14-day line at any hour, and the update should not wait a day. */
export const applicationStatusUpdateJob: ScheduledJob = {
  name: 'application-status-updates',
  intervalMs: 10 * 60_000,
  slotOf: slots.hourly,
  run: (db, _slot, now) => sendStatusUpdates(db, now),
};
