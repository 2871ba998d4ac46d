import type { DbOrTx } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';

export interface OutgoingMail {
  tenantId: number | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail. Pass the transaction that writes what the mail is about, so the mail exists
 * exactly when that change is committed; the outbox worker sends it (SMTP) or /dev/mailbox shows it.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      tenantId: mail.tenantId,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? {},
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/** Queues several e-mails in one statement (alert digests). */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(emailOutbox).values(
    mails.map((mail) => ({
      tenantId: mail.tenantId,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? {},
    })),
  );
}
