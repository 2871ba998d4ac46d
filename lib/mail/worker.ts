import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * Sends the outbox. Each pass leases a batch of due mails (one UPDATE over `for update skip locked`,
 * so instances never take the same mail), sends them outside any transaction, and marks each sent or
 * schedules its retry. A crash between sending and marking sends that mail again after the lease:
 * at least once, never silently lost. Without SMTP_URL nothing is sent; /dev/mailbox shows the outbox.
 */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
  }): Promise<void>;
}

/** Waits after the 1st..5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a leased mail is left to its sender before another pass may take it. */
const LEASE_MS = 10 * 60_000;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export async function deliverDueMails(
  db: Db,
  transport: MailTransport,
  { now = new Date(), batch = 20, from = getEnv().MAIL_FROM }: { now?: Date; batch?: number; from?: string } = {},
): Promise<DeliveryReport> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of leased.sort((a, b) => a.id - b.id)) {
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, mail.id));
      report.sent++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const final = attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: final ? 'failed' : 'queued',
          attempts,
          lastError: message,
          nextAttemptAt: final ? now : new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]!),
        })
        .where(eq(emailOutbox.id, mail.id));
      logger.warn({ mailId: mail.id, attempts, final, err: error }, 'mail not sent');
      if (final) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}

/** Nodemailer over SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587, smtps://… for TLS). */
export async function smtpTransport(url: string): Promise<MailTransport> {
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}

/** Passes every `intervalMs` while SMTP_URL is set; a pass repeats at once while full batches come back. */
export function startMailWorker(getDb: () => Promise<Db>, intervalMs = 5_000): { stop(): Promise<void> } {
  const url = getEnv().SMTP_URL;
  if (!url) return { stop: async () => undefined };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const transport = smtpTransport(url);
  const pass = async () => {
    const db = await getDb();
    const send = await transport;
    for (let round = 0; round < 50 && !stopped; round++) {
      const report = await deliverDueMails(db, send);
      if (report.sent + report.retrying + report.failed < 20) break;
    }
  };
  const loop = () => {
    timer = setTimeout(() => {
      current = pass()
        .catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed'))
        .finally(() => {
          if (!stopped) loop();
        });
    }, intervalMs);
    timer.unref();
  };
  loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
