import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { embeddedPaymentNotifications, embeddedPaymentTransactions } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { derivedKey } from '@/lib/secret';
import { localizedPath, paths } from '@/lib/paths';
import {
  NotificationRejected,
  type CreatedPayment,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderReport,
} from './types';

/**
 * The embedded provider: the default, with no network and no account. It keeps its own side in
 * `embedded_payment_transactions` (what a real provider keeps on its servers), shows a local payment page
 * (/dev/pay/{token}), and sends HMAC-SHA-256-signed notifications to the app's own webhook from an outbox
 * (`embedded_payment_notifications`, sent by a scheduled job with retries), late, repeated or out of order
 * on request. Like Przelewy24, a notification counts only after a verify call.
 */
export const EMBEDDED_SIGNATURE_HEADER = 'x-embedded-signature';

export interface EmbeddedNotification {
  sessionId: string;
  token: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: 'paid' | 'pending' | 'failed' | 'cancelled';
  /** Sent with every delivery of one notification: repeats carry the same id. */
  eventId: string;
}

const key = () => derivedKey('embedded-payments');
export const signEmbedded = (body: string, secret: Buffer = key()) =>
  createHmac('sha256', secret).update(body).digest('hex');

export function verifyEmbeddedSignature(body: string, signature: string | null, secret: Buffer = key()): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signEmbedded(body, secret), 'hex'));
}

/** The public origin + locale prefix of an absolute URL we gave the provider. */
function payPageUrl(returnUrl: string, locale: 'pl' | 'en', token: string) {
  return `${new URL(returnUrl).origin}${localizedPath(locale, paths.devPay(token))}`;
}

export class EmbeddedProvider implements PaymentProvider {
  readonly name = 'embedded' as const;

  async createPayment(db: DbOrTx, order: ProviderOrder): Promise<CreatedPayment> {
    const token = randomBytes(24).toString('base64url');
    await db.insert(embeddedPaymentTransactions).values({
      token,
      paymentId: order.paymentId,
      sessionId: order.sessionId,
      amount: order.amount,
      currency: order.currency,
      notifyUrl: order.notifyUrl,
      returnUrl: order.returnUrl,
    });
    return { redirectUrl: payPageUrl(order.returnUrl, order.locale, token), providerRef: token };
  }

  async verifyNotification(rawBody: string, headers: Headers): Promise<ProviderReport> {
    if (!verifyEmbeddedSignature(rawBody, headers.get(EMBEDDED_SIGNATURE_HEADER)))
      throw new NotificationRejected('bad signature');
    let n: EmbeddedNotification;
    try {
      n = JSON.parse(rawBody) as EmbeddedNotification;
    } catch {
      throw new NotificationRejected('unreadable');
    }
    return {
      eventId: n.eventId,
      sessionId: n.sessionId,
      status: n.status,
      amount: n.amount,
      currency: n.currency,
      orderId: n.orderId ?? undefined,
      payload: { ...n },
    };
  }

  /** The verify call: books a paid transaction whose order id, amount and currency match. */
  async confirm(db: Db, report: ProviderReport): Promise<boolean> {
    if (report.status !== 'paid' || !report.orderId) return false;
    const rows = await db
      .update(embeddedPaymentTransactions)
      .set({ verifiedAt: sql`coalesce(${embeddedPaymentTransactions.verifiedAt}, now())` })
      .where(
        and(
          eq(embeddedPaymentTransactions.sessionId, report.sessionId),
          eq(embeddedPaymentTransactions.orderId, report.orderId),
          eq(embeddedPaymentTransactions.amount, report.amount),
          eq(embeddedPaymentTransactions.currency, report.currency),
          eq(embeddedPaymentTransactions.status, 'paid'),
        ),
      )
      .returning({ token: embeddedPaymentTransactions.token });
    return rows.length === 1;
  }

  async queryStatus(db: Db, payment: { sessionId: string }): Promise<ProviderReport | null> {
    const [t] = await db
      .select()
      .from(embeddedPaymentTransactions)
      .where(eq(embeddedPaymentTransactions.sessionId, payment.sessionId));
    if (!t) return null;
    const status = t.status === 'paid' || t.status === 'failed' || t.status === 'cancelled' ? t.status : 'pending';
    return {
      eventId: `query:${t.token}:${status}`,
      sessionId: t.sessionId,
      status,
      amount: t.amount,
      currency: t.currency,
      orderId: t.orderId ?? undefined,
      payload: { source: 'status query', status: t.status },
    };
  }
}

/** What the buyer does on the local payment page. */
export const EMBEDDED_ACTIONS = ['pay', 'fail', 'cancel', 'payLoseRedirect', 'stayPending'] as const;
export type EmbeddedAction = (typeof EMBEDDED_ACTIONS)[number];

export interface SimulationOptions {
  /** Seconds before the first notification is due. */
  delaySeconds?: number;
  /** Deliveries of the final notification (1–3). */
  deliveries?: number;
  /** Also send a PENDING notification that arrives after the final one. */
  outOfOrder?: boolean;
  /** For stayPending: seconds until the payment completes. */
  pendingSeconds?: number;
}

/** How late the "lost redirect" notification is: long enough that only a status poll settles it first. */
export const LOST_REDIRECT_DELAY_S = 600;

/**
 * Moves a transaction as the buyer chose and queues the notifications; returns where the browser goes
 * (the return URL, or null when the redirect is "lost"). A transaction is decided once.
 */
export async function simulateEmbeddedPayment(
  db: Db,
  token: string,
  action: EmbeddedAction,
  options: SimulationOptions = {},
  now = new Date(),
): Promise<{ redirectTo: string | null } | null> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(embeddedPaymentTransactions)
      .where(eq(embeddedPaymentTransactions.token, token))
      .for('update');
    if (!t || (t.status !== 'new' && t.status !== 'pending')) return null;
    const orderId = t.orderId ?? String(100_000_000 + Math.floor(Math.random() * 900_000_000));
    const status =
      action === 'pay' || action === 'payLoseRedirect'
        ? 'paid'
        : action === 'stayPending'
          ? 'pending'
          : action === 'fail'
            ? 'failed'
            : 'cancelled';
    await tx
      .update(embeddedPaymentTransactions)
      .set({ status, orderId, updatedAt: now })
      .where(eq(embeddedPaymentTransactions.token, token));
    const delay = action === 'payLoseRedirect' ? LOST_REDIRECT_DELAY_S : clamp(options.delaySeconds ?? 0, 0, 3600);
    const deliveries = clamp(options.deliveries ?? 1, 1, 3);
    const body = (s: EmbeddedNotification['status']) =>
      JSON.stringify({
        sessionId: t.sessionId,
        token,
        orderId,
        amount: t.amount,
        currency: t.currency,
        status: s,
        eventId: `embedded:${orderId}:${s}`,
      } satisfies EmbeddedNotification);
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const rows: (typeof embeddedPaymentNotifications.$inferInsert)[] = [];
    if (action === 'stayPending') {
      const later = clamp(options.pendingSeconds ?? 30, 1, 3600);
      rows.push({ token, url: t.notifyUrl, body: body('pending'), nextAttemptAt: at(delay) });
      // The provider completes the payment later: the worker marks it paid when this one is due.
      rows.push({ token, url: t.notifyUrl, body: body('paid'), nextAttemptAt: at(delay + later) });
    } else {
      const final = status === 'paid' ? 'paid' : status === 'cancelled' ? 'cancelled' : 'failed';
      for (let i = 0; i < deliveries; i++)
        rows.push({ token, url: t.notifyUrl, body: body(final), nextAttemptAt: at(delay + i) });
      if (options.outOfOrder)
        rows.push({ token, url: t.notifyUrl, body: body('pending'), nextAttemptAt: at(delay + deliveries) });
    }
    await tx.insert(embeddedPaymentNotifications).values(rows);
    return { redirectTo: action === 'payLoseRedirect' ? null : t.returnUrl };
  });
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/** Waits after the 1st..6th failed delivery; then the notification is given up (the status query remains). */
export const NOTIFY_RETRY_S = [5, 30, 120, 600, 1800, 3600] as const;

export type NotificationSender = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

const SEND_TIMEOUT_MS = 10_000;

/**
 * Posts to a `*.localhost` address on the loopback interface, its name kept in `Host`: such names are the
 * loopback by definition (RFC 6761), but the system resolver knows only `localhost` itself, so the demo
 * boards' webhooks (`it.localhost`, `biz.localhost`) would never be reached.
 */
function postToLoopback(target: URL, body: string, headers: Record<string, string>): Promise<number> {
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        host: '127.0.0.1',
        port: target.port || (secure ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        servername: secure ? target.hostname : undefined,
        headers: { ...headers, host: target.host, 'content-length': Buffer.byteLength(body) },
        timeout: SEND_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

export const fetchSender: NotificationSender = async (url, body, headers) => {
  const target = new URL(url);
  if (target.hostname.endsWith('.localhost')) return postToLoopback(target, body, headers);
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  return res.status;
};

/**
 * One pass of the embedded provider's outbox: leases due notifications (skip locked), sends each to its
 * webhook, and marks it sent on HTTP 200 or schedules the retry. A due "paid" notification of a payment
 * left pending first completes the transaction (the "stay pending" simulation).
 */
export async function deliverEmbeddedNotifications(
  db: Db,
  send: NotificationSender = fetchSender,
  { now = new Date(), batch = 20 }: { now?: Date; batch?: number } = {},
): Promise<{ sent: number; retrying: number; failed: number }> {
  const due = db
    .select({ id: embeddedPaymentNotifications.id })
    .from(embeddedPaymentNotifications)
    .where(and(eq(embeddedPaymentNotifications.status, 'queued'), lte(embeddedPaymentNotifications.nextAttemptAt, now)))
    .orderBy(asc(embeddedPaymentNotifications.nextAttemptAt), asc(embeddedPaymentNotifications.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(embeddedPaymentNotifications)
    .set({ nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
    .where(inArray(embeddedPaymentNotifications.id, due))
    .returning();
  const report = { sent: 0, retrying: 0, failed: 0 };
  for (const n of leased.sort((a, b) => +a.createdAt - +b.createdAt || a.id - b.id)) {
    const attempts = n.attempts + 1;
    let error: string | null = null;
    try {
      const parsed = JSON.parse(n.body) as EmbeddedNotification;
      if (parsed.status === 'paid')
        await db
          .update(embeddedPaymentTransactions)
          .set({ status: 'paid', updatedAt: now })
          .where(
            and(eq(embeddedPaymentTransactions.token, n.token), eq(embeddedPaymentTransactions.status, 'pending')),
          );
      const status = await send(n.url, n.body, {
        'content-type': 'application/json',
        [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(n.body),
      });
      if (status !== 200) error = `HTTP ${status}`;
    } catch (e) {
      error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    }
    if (error === null) {
      await db
        .update(embeddedPaymentNotifications)
        .set({ status: 'sent', attempts, sentAt: now, lastError: null })
        .where(eq(embeddedPaymentNotifications.id, n.id));
      report.sent++;
    } else {
      const final = attempts > NOTIFY_RETRY_S.length;
      await db
        .update(embeddedPaymentNotifications)
        .set({
          status: final ? 'failed' : 'queued',
          attempts,
          lastError: error,
          nextAttemptAt: new Date(now.getTime() + (final ? 0 : NOTIFY_RETRY_S[attempts - 1]! * 1000)),
        })
        .where(eq(embeddedPaymentNotifications.id, n.id));
      logger.warn({ notification: n.id, attempts, final, error }, 'embedded payment notification not delivered');
      if (final) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}
