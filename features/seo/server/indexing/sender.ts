import 'server-only';
import { and, asc, count, eq, gt, inArray, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { indexingNotifications } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { googleIndexingClient, readServiceAccount, type IndexingClient } from './google';

/** Seconds before each retry: a minute, 5 minutes, 30 minutes, 2 hours, 6 hours, then the notification fails. */
export const RETRY_S = [60, 300, 1_800, 7_200, 21_600] as const;
const DAY_MS = 86_400_000;
/** How long a taken notification is held from other senders (longer than a request's timeouts). */
const LEASE_MS = 2 * 60_000;

let configured: { credentials: string; client: IndexingClient } | null = null;
let reported: string | null = null;

/** The client for the configured service account, or null when none is configured (or it is unreadable). */
export function configuredIndexingClient(): IndexingClient | null {
  const env = getEnv();
  const credentials = env.GOOGLE_INDEXING_CREDENTIALS;
  if (!credentials) return null;
  if (configured?.credentials === credentials) return configured.client;
  try {
    configured = {
      credentials,
      client: googleIndexingClient(readServiceAccount(credentials), env.GOOGLE_INDEXING_ENDPOINT),
    };
    return configured.client;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (reported !== message) logger.error(message);
    reported = message;
    return null;
  }
}

export interface DeliveryReport {
  sent: number;
  recorded: number;
  retrying: number;
  failed: number;
  /** Left queued because today's quota is used up. */
  deferred: number;
}

/**
 * Sends the queued indexing notifications that are due, oldest first, at most as many as the daily quota
 * still allows (requests sent in the last 24 hours count). Without a client (no credentials) each is only
 * recorded: the same path runs, nothing leaves the machine, and the quota is not touched. A 429, a 5xx or a
 * network error is retried with back-off; any other refusal fails at once (e.g. a site the service account
 * does not own) with its answer kept.
 */
export async function deliverIndexingNotifications(
  db: Db,
  client: IndexingClient | null,
  { now = new Date(), quota = getEnv().GOOGLE_INDEXING_DAILY_QUOTA, batch = 50 } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, recorded: 0, retrying: 0, failed: 0, deferred: 0 };
  let allowed = batch;
  if (client) {
    const [used] = await db
      .select({ n: count() })
      .from(indexingNotifications)
      .where(gt(indexingNotifications.sentAt, new Date(now.getTime() - DAY_MS)));
    allowed = Math.max(0, Math.min(batch, quota - Number(used?.n ?? 0)));
  }
  const dueWhere = and(eq(indexingNotifications.status, 'queued'), lte(indexingNotifications.nextAttemptAt, now));
  if (allowed === 0) {
    const [waiting] = await db.select({ n: count() }).from(indexingNotifications).where(dueWhere);
    report.deferred = Number(waiting?.n ?? 0);
    return report;
  }
  const due = db
    .select({ id: indexingNotifications.id })
    .from(indexingNotifications)
    .where(dueWhere)
    .orderBy(asc(indexingNotifications.nextAttemptAt), asc(indexingNotifications.id))
    .limit(allowed)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(indexingNotifications)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(indexingNotifications.id, due))
    .returning();
  for (const n of leased.sort((a, b) => a.id - b.id)) {
    if (!client) {
      await db
        .update(indexingNotifications)
        .set({ status: 'recorded', sentAt: null, lastError: null })
        .where(eq(indexingNotifications.id, n.id));
      report.recorded++;
      continue;
    }
    const attempts = n.attempts + 1;
    const result = await client.publish(n.url, n.type);
    if (result.ok) {
      await db
        .update(indexingNotifications)
        .set({ status: 'sent', attempts, sentAt: now, lastError: null })
        .where(eq(indexingNotifications.id, n.id));
      report.sent++;
      continue;
    }
    const final = !result.retry || attempts > RETRY_S.length;
    await db
      .update(indexingNotifications)
      .set({
        status: final ? 'failed' : 'queued',
        attempts,
        lastError: result.error,
        // A request Google answered counts against the quota even when refused.
        sentAt: result.error.startsWith('HTTP ') ? now : null,
        nextAttemptAt: new Date(now.getTime() + (final ? 0 : RETRY_S[attempts - 1]! * 1000)),
      })
      .where(eq(indexingNotifications.id, n.id));
    logger.warn(
      { notification: n.id, url: n.url, attempts, final, error: result.error },
      'indexing notification not sent',
    );
    if (final) report.failed++;
    else report.retrying++;
  }
  return report;
}

/** Notifications are kept 30 days after they were written (the dev page and the quota need one). */
export const KEEP_DAYS = 30;

/** Drops what is done and older than KEEP_DAYS; returns how many. */
export async function pruneIndexingNotifications(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(indexingNotifications)
    .where(
      and(
        ne(indexingNotifications.status, 'queued'),
        lt(indexingNotifications.createdAt, new Date(now.getTime() - KEEP_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: indexingNotifications.id });
  return gone.length;
}
