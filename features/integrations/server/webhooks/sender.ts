import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { companies, companyMembers, tenants, users, webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { boardOrigin } from '@/lib/http/origin';
import { logger } from '@/lib/log';
import { enqueueMail } from '@/lib/mail/outbox';
import { createCvLinkToken } from './cv-link';
import { buildEndpointPausedMail } from './paused-mail';
import { openSecret } from './secrets';
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './signature';

/**
 * Seconds before each retry: 1 min, 5 min, 30 min, 1 h, 2 h, 4 h, 8 h, and a last one 24 hours after the
 * first attempt (the list adds up to a day); then the delivery fails.
 */
export const RETRY_S = [60, 300, 1_800, 3_600, 7_200, 14_400, 28_800, 30_240] as const;
/** An endpoint whose every attempt failed for this long is paused and its company's owners are e-mailed. */
export const PAUSE_AFTER_MS = 86_400_000;
/** Deliveries taken by one pass, and at most this many per endpoint (one slow endpoint must not hold the pass). */
const BATCH = 50;
const PER_ENDPOINT = 10;
/** Endpoints sent to at once. */
const PARALLEL = 8;
/** How long a taken delivery is held from other passes: longer than PER_ENDPOINT timeouts. */
const LEASE_MS = 15 * 60_000;
/** What is kept of an answer's body in the log. */
const ERROR_CHARS = 300;

export interface WebhookPassReport {
  delivered: number;
  retrying: number;
  failed: number;
  paused: number;
}

export interface SendOptions {
  now?: Date;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Sends the due deliveries: oldest first, never one while an earlier delivery with the same ordering key
 * (the same application or offer) is still queued for its endpoint, never to a paused endpoint. Each is
 * signed at the moment it is sent (`Wakat-Signature`); a 2xx answer delivers it; anything else (another
 * status, a redirect, a timeout, a network error) is retried after RETRY_S, and fails after the last. An
 * endpoint failing for PAUSE_AFTER_MS is paused: its queued deliveries fail and its owners get an e-mail.
 */
export async function deliverWebhooks(db: Db, options: SendOptions = {}): Promise<WebhookPassReport> {
  const now = options.now ?? new Date();
  const report: WebhookPassReport = { delivered: 0, retrying: 0, failed: 0, paused: 0 };
  const earlier = alias(webhookDeliveries, 'earlier');
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'queued'),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookEndpoints.pausedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.endpointId, webhookDeliveries.endpointId),
                eq(earlier.orderingKey, webhookDeliveries.orderingKey),
                eq(earlier.status, 'queued'),
                lt(earlier.id, webhookDeliveries.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const leased = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  if (leased.length === 0) return report;

  const byEndpoint = new Map<number, (typeof leased)[number][]>();
  for (const d of leased.sort((a, b) => a.id - b.id)) {
    const list = byEndpoint.get(d.endpointId) ?? [];
    list.push(d);
    byEndpoint.set(d.endpointId, list);
  }
  // Past PER_ENDPOINT, the rest go back for the next pass, due at once.
  const later = [...byEndpoint.values()].flatMap((list) => list.splice(PER_ENDPOINT));
  if (later.length)
    await db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(
        inArray(
          webhookDeliveries.id,
          later.map((d) => d.id),
        ),
      );

  const endpointRows = await db
    .select({ endpoint: webhookEndpoints, board: tenants.slug })
    .from(webhookEndpoints)
    .innerJoin(tenants, eq(tenants.id, webhookEndpoints.tenantId))
    .where(inArray(webhookEndpoints.id, [...byEndpoint.keys()]));
  const queue = endpointRows.map(
    (row) => () => sendToEndpoint(db, row, byEndpoint.get(row.endpoint.id)!, now, options, report),
  );
  const workers = Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  });
  await Promise.all(workers);
  return report;
}

type EndpointRow = { endpoint: typeof webhookEndpoints.$inferSelect; board: string };
type Delivery = typeof webhookDeliveries.$inferSelect;

async function sendToEndpoint(
  db: Db,
  { endpoint, board }: EndpointRow,
  deliveries: Delivery[],
  now: Date,
  options: SendOptions,
  report: WebhookPassReport,
) {
  let secret: string;
  try {
    secret = openSecret(endpoint.secretSealed);
  } catch (error) {
    // Sealed under another AUTH_SECRET: nothing can be signed; the deliveries wait (logged once a pass).
    logger.error({ err: error, endpoint: endpoint.id }, 'webhook secret unreadable (was AUTH_SECRET changed?)');
    return;
  }
  for (const delivery of deliveries) {
    const outcome = await attempt(endpoint.url, secret, delivery, board, now, options);
    const attempts = delivery.attempts + 1;
    const paused = await db.transaction(async (tx) => {
      if (outcome.ok) {
        await tx
          .update(webhookDeliveries)
          .set({
            status: 'delivered',
            attempts,
            deliveredAt: now,
            lastAttemptAt: now,
            lastResponseStatus: outcome.status,
            lastError: null,
            lastDurationMs: outcome.ms,
          })
          .where(eq(webhookDeliveries.id, delivery.id));
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        report.delivered++;
        return false;
      }
      const final = attempts > RETRY_S.length;
      await tx
        .update(webhookDeliveries)
        .set({
          status: final ? 'failed' : 'queued',
          attempts,
          lastAttemptAt: now,
          lastResponseStatus: outcome.status,
          lastError: outcome.error,
          lastDurationMs: outcome.ms,
          nextAttemptAt: new Date(now.getTime() + (final ? 0 : RETRY_S[attempts - 1]! * 1000)),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (final) report.failed++;
      else report.retrying++;
      const [ep] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning({ failingSince: webhookEndpoints.failingSince, pausedAt: webhookEndpoints.pausedAt });
      if (!ep || ep.pausedAt || now.getTime() - ep.failingSince!.getTime() < PAUSE_AFTER_MS) return false;
      await pauseEndpoint(tx, endpoint, board, now, outcome.error);
      report.paused++;
      return true;
    });
    logger[outcome.ok ? 'info' : 'warn'](
      { delivery: delivery.id, endpoint: endpoint.id, type: delivery.type, status: outcome.status, attempts },
      outcome.ok ? 'webhook delivered' : 'webhook not delivered',
    );
    // After a failure the later deliveries of this endpoint would most likely fail too: they wait for the next pass.
    if (paused || !outcome.ok) {
      const rest = deliveries.slice(deliveries.indexOf(delivery) + 1).map((d) => d.id);
      if (rest.length && !paused)
        await db.update(webhookDeliveries).set({ nextAttemptAt: now }).where(inArray(webhookDeliveries.id, rest));
      break;
    }
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Pauses an endpoint: its queued deliveries fail, and every owner of its company is e-mailed (outbox). */
async function pauseEndpoint(
  tx: Tx,
  endpoint: typeof webhookEndpoints.$inferSelect,
  board: string,
  now: Date,
  lastError: string,
) {
  await tx.update(webhookEndpoints).set({ pausedAt: now }).where(eq(webhookEndpoints.id, endpoint.id));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: 'endpoint paused after a day of failures', nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'queued')));
  const [company] = await tx
    .select({ name: companies.name, locale: companies.locale, brand: tenants.config })
    .from(companies)
    .innerJoin(tenants, eq(tenants.id, companies.tenantId))
    .where(eq(companies.id, endpoint.companyId));
  const owners = await tx
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, endpoint.companyId), eq(companyMembers.right, 'owner')))
    .orderBy(asc(users.email));
  for (const owner of owners)
    await enqueueMail(
      tx,
      buildEndpointPausedMail({
        tenantId: endpoint.tenantId,
        brand: company?.brand.brand.name ?? 'Wakat',
        origin: boardOrigin(board),
        locale: company?.locale ?? 'pl',
        to: owner.email,
        url: endpoint.url,
        companyName: company?.name ?? '',
        lastError,
      }),
    );
  logger.warn({ endpoint: endpoint.id, url: endpoint.url, owners: owners.length }, 'webhook endpoint paused');
}

type Outcome =
  { ok: true; status: number; ms: number } | { ok: false; status: number | null; error: string; ms: number };

/** The body an endpoint receives: the event, with a fresh CV link when the application has a file. */
export function deliveryBody(delivery: Delivery, board: string, now: Date): string {
  let data = delivery.data;
  if (delivery.cvAttachmentId !== null) {
    const application = data.application as Record<string, unknown> | undefined;
    const cv = application?.cv as Record<string, unknown> | null | undefined;
    if (application && cv) {
      const { token, expiresAt } = createCvLinkToken(delivery.cvAttachmentId, now.getTime());
      data = {
        ...data,
        application: {
          ...application,
          cv: {
            ...cv,
            url: `${boardOrigin(board)}/api/v1/integrations/cv/${token}`,
            expiresAt: expiresAt.toISOString(),
          },
        },
      };
    }
  }
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.type,
    createdAt: delivery.createdAt.toISOString(),
    data,
  });
}

async function attempt(
  url: string,
  secret: string,
  delivery: Delivery,
  board: string,
  now: Date,
  { fetchImpl = fetch, timeoutMs = getEnv().WEBHOOK_TIMEOUT_S * 1000 }: SendOptions,
): Promise<Outcome> {
  const body = deliveryBody(delivery, board, now);
  const timestamp = Math.floor(now.getTime() / 1000);
  const started = Date.now();
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Wakat-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body, timestamp),
        'Wakat-Event': delivery.type,
        'Wakat-Event-Id': delivery.eventId,
        'Wakat-Delivery': String(delivery.id),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text().catch(() => '');
    const ms = Date.now() - started;
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, ms };
    return { ok: false, status: res.status, error: `HTTP ${res.status} ${text.slice(0, ERROR_CHARS)}`.trim(), ms };
  } catch (error) {
    const ms = Date.now() - started;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const message = timedOut
      ? `timeout: no answer in ${Math.round(timeoutMs / 1000)} s`
      : error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { ok: false, status: null, error: message.slice(0, ERROR_CHARS), ms };
  }
}

/** Deliveries are kept this many days after they were written (the panel's log); queued ones stay. */
export const KEEP_DAYS = 30;

export async function pruneWebhookDeliveries(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lt(webhookDeliveries.createdAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
