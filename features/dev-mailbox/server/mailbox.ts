import 'server-only';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import type { Env } from '@/lib/env';
import { isLocalRequest } from '@/lib/http/client-address';
import { configuredOrigins, isLocalHostname } from '@/lib/http/origin';

/**
 * The development mailbox shows the outbox of a board (mails stay there when no SMTP_URL is set), reset
 * and verification tokens included, so it is a way into every account of the board. It is open outside
 * production and on the embedded database (the two-command demo runs in production mode on PGlite, and
 * a newcomer must be able to click the activation link), but never once a public origin is configured
 * (APP_URL or BOARD_URLS naming a host other than localhost) unless ENABLE_DEV_MAILBOX=true says so;
 * ENABLE_DEV_MAILBOX=false closes it everywhere.
 */
export function isDevMailboxEnabled(env: Env, driver: DbHandle['driver']): boolean {
  if (env.ENABLE_DEV_MAILBOX !== undefined) return env.ENABLE_DEV_MAILBOX;
  if (hasPublicOrigin(env)) return false;
  return env.NODE_ENV !== 'production' || driver === 'pglite';
}

function hasPublicOrigin(env: Env): boolean {
  if (!env.APP_URL && !env.BOARD_URLS) return false;
  return configuredOrigins(env).some((origin) => !isLocalHostname(new URL(origin).hostname));
}

/**
 * Whether this request may read the mailbox: the mailbox is enabled and the request comes from this
 * machine (a loopback socket, no proxy header), whatever ENABLE_DEV_MAILBOX says.
 */
export function canReadDevMailbox(env: Env, driver: DbHandle['driver'], headers: Headers): boolean {
  return isDevMailboxEnabled(env, driver) && isLocalRequest(headers);
}

export interface MailboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  status: 'queued' | 'sent' | 'failed';
  createdAt: string;
}

export const MAILBOX_LIMIT = 100;

/** A board's mails (and those of no board), newest first; `to` matches the address case-insensitively. */
export async function findMailboxMails(
  db: Db,
  { tenantId, to, limit = MAILBOX_LIMIT }: { tenantId: number; to?: string; limit?: number },
): Promise<MailboxMail[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        or(eq(emailOutbox.tenantId, tenantId), isNull(emailOutbox.tenantId)),
        to ? sql`lower(${emailOutbox.to}) = lower(${to.trim()})` : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    headers: r.headers,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}
