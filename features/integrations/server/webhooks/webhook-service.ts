import 'server-only';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import type { Db } from '@/lib/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import {
  WEBHOOKS_PER_COMPANY,
  type CreatedWebhookEndpoint,
  type WebhookCreateInput,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../schemas';
import { newWebhookSecret, sealSecret } from './secrets';
import { webhookUrlProblem } from './url-policy';

/**
 * Whose webhooks: a company on a board, and the person acting (null for an API key). Owners and admins in
 * the panel (`companyRight: 'admin'`) and keys with the `webhooks` scope reach the same functions.
 */
export interface WebhookOwner {
  tenantId: number;
  companyId: number;
  userId: string | null;
}

const ofOwner = (owner: WebhookOwner) =>
  and(eq(webhookEndpoints.tenantId, owner.tenantId), eq(webhookEndpoints.companyId, owner.companyId));

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toEndpointRow(r: typeof webhookEndpoints.$inferSelect): WebhookEndpointRow {
  return {
    id: r.id,
    url: r.url,
    events: r.events,
    secretPrefix: r.secretPrefix,
    createdAt: r.createdAt.toISOString(),
    failingSince: iso(r.failingSince),
    pausedAt: iso(r.pausedAt),
  };
}

/** The company's endpoints on this board, oldest first. */
export async function listWebhookEndpoints(db: Db, owner: WebhookOwner): Promise<WebhookEndpointRow[]> {
  const rows = await db.select().from(webhookEndpoints).where(ofOwner(owner)).orderBy(webhookEndpoints.id);
  return rows.map(toEndpointRow);
}

/**
 * Registers an endpoint: the URL must pass the policy (https; http only to this machine where allowed), at
 * most WEBHOOKS_PER_COMPANY per company (the company's row is locked, so parallel creates cannot pass it).
 * The signing secret is in this answer only. Audited in the same transaction.
 */
export async function createWebhookEndpoint(
  db: Db,
  owner: WebhookOwner,
  input: WebhookCreateInput,
): Promise<CreatedWebhookEndpoint> {
  const problem = webhookUrlProblem(input.url);
  if (problem) throw new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field: 'url', message: problem }] });
  const { secret, prefix } = newWebhookSecret();
  const events = [...new Set(input.events)];
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from companies where id = ${owner.companyId} for update`);
    const [{ held } = { held: 0 }] = await tx.select({ held: count() }).from(webhookEndpoints).where(ofOwner(owner));
    if (held >= WEBHOOKS_PER_COMPANY) throw new AppError('CONFLICT', 'webhook.limitReached');
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId: owner.tenantId,
        companyId: owner.companyId,
        url: input.url,
        events,
        secretSealed: sealSecret(secret),
        secretPrefix: prefix,
        createdBy: owner.userId,
      })
      .returning();
    await recordAudit(tx, {
      tenantId: owner.tenantId,
      companyId: owner.companyId,
      actorId: owner.userId,
      action: 'webhook_endpoint.created',
      subjectType: 'webhook_endpoint',
      subjectId: created!.id,
      details: { url: input.url, events: events.join(', ') },
    });
    return created!;
  });
  return { endpoint: toEndpointRow(row), secret };
}

/** Removes an endpoint of the company with its delivery log (404 for anyone else's). */
export async function deleteWebhookEndpoint(db: Db, owner: WebhookOwner, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), ofOwner(owner)))
      .returning({ url: webhookEndpoints.url });
    if (!gone) throw new AppError('NOT_FOUND', 'webhook.notFound');
    await recordAudit(tx, {
      tenantId: owner.tenantId,
      companyId: owner.companyId,
      actorId: owner.userId,
      action: 'webhook_endpoint.deleted',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      details: { url: gone.url },
    });
  });
}

/** Resumes a paused endpoint: new events reach it again (what failed meanwhile can be resent from the log). */
export async function resumeWebhookEndpoint(db: Db, owner: WebhookOwner, id: number): Promise<WebhookEndpointRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ pausedAt: null, failingSince: null })
      .where(and(eq(webhookEndpoints.id, id), ofOwner(owner)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'webhook.notFound');
    await recordAudit(tx, {
      tenantId: owner.tenantId,
      companyId: owner.companyId,
      actorId: owner.userId,
      action: 'webhook_endpoint.resumed',
      subjectType: 'webhook_endpoint',
      subjectId: id,
      details: { url: row.url },
    });
    return toEndpointRow(row);
  });
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  url: webhookEndpoints.url,
  eventId: webhookDeliveries.eventId,
  type: webhookDeliveries.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastResponseStatus: webhookDeliveries.lastResponseStatus,
  lastError: webhookDeliveries.lastError,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
  resendOf: webhookDeliveries.resendOf,
};

type DeliverySelect = Omit<
  typeof webhookDeliveries.$inferSelect,
  'tenantId' | 'companyId' | 'orderingKey' | 'data' | 'cvAttachmentId' | 'lastDurationMs'
> & {
  url: string;
};

function toDeliveryRow(r: DeliverySelect): WebhookDeliveryRow {
  return {
    ...r,
    lastAttemptAt: iso(r.lastAttemptAt),
    nextAttemptAt: r.status === 'queued' ? r.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(r.deliveredAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/** The company's deliveries, newest first, a page at a time (`before`: the last id of the previous page). */
export async function listWebhookDeliveries(
  db: Db,
  owner: WebhookOwner,
  { limit = 50, before, endpointId }: { limit?: number; before?: number; endpointId?: number } = {},
): Promise<{ deliveries: WebhookDeliveryRow[]; nextCursor: number | null }> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.tenantId, owner.tenantId),
        eq(webhookDeliveries.companyId, owner.companyId),
        endpointId ? eq(webhookDeliveries.endpointId, endpointId) : undefined,
        before ? lt(webhookDeliveries.id, before) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { deliveries: page.map(toDeliveryRow), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}

/**
 * "Resend": the same event (id, type, data) queued again for the same endpoint as a new delivery, sent at
 * once with a fresh signature (and a fresh CV link). Not while the delivery is still queued, nor to a paused
 * endpoint (resume it first). Another company's delivery → 404.
 */
export async function resendWebhookDelivery(
  db: Db,
  owner: WebhookOwner,
  deliveryId: number,
  now = new Date(),
): Promise<WebhookDeliveryRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ delivery: webhookDeliveries, pausedAt: webhookEndpoints.pausedAt })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.tenantId, owner.tenantId),
          eq(webhookDeliveries.companyId, owner.companyId),
        ),
      )
      .for('update', { of: webhookDeliveries });
    if (!found) throw new AppError('NOT_FOUND', 'webhook.deliveryNotFound');
    if (found.pausedAt) throw new AppError('CONFLICT', 'webhook.endpointPaused');
    const original = found.delivery;
    if (original.status === 'queued') throw new AppError('CONFLICT', 'webhook.deliveryQueued');
    // A second "Resend" (a double click) while the first one still waits adds nothing.
    const [waiting] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.resendOf, original.id), eq(webhookDeliveries.status, 'queued')))
      .limit(1);
    if (waiting) throw new AppError('CONFLICT', 'webhook.deliveryQueued');
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        tenantId: original.tenantId,
        companyId: original.companyId,
        endpointId: original.endpointId,
        eventId: original.eventId,
        type: original.type,
        orderingKey: original.orderingKey,
        data: original.data,
        cvAttachmentId: original.cvAttachmentId,
        resendOf: original.id,
        createdAt: now,
        nextAttemptAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    const [row] = await tx
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, copy!.id));
    return toDeliveryRow(row!);
  });
}

/** The owner a route's caller stands for: a panel session (with its person) or an API key (none). */
export function webhookOwner(caller: { tenantId: number; companyId: number; userId?: string }): WebhookOwner {
  return { tenantId: caller.tenantId, companyId: caller.companyId, userId: caller.userId ?? null };
}
