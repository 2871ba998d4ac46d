// No 'server-only' here: the offer writer imports this, and the demo data runs it outside Next.
import { randomUUID } from 'node:crypto';
import { and, arrayContains, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  applicationAttachments,
  applications,
  offers,
  tenants,
  webhookDeliveries,
  webhookEndpoints,
  type ApplicationStatus,
  type WebhookEventType,
} from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import { paths } from '@/lib/paths';

// The webhook outbox (decision 0057): a change that companies' systems are told about writes its deliveries
// in its own transaction, one per endpoint of the company that listens for the event; the integrations
// feature's sender posts them. Nothing here sends anything.

export interface WebhookEvent {
  companyId: number;
  type: WebhookEventType;
  /** Deliveries with one key reach an endpoint in the order they were written (`application:12`). */
  orderingKey: string;
  /** The event's data, or a function building it: called only when some endpoint listens. */
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  /** An application's attachment, delivered as a fresh signed link at each attempt, never inline (a function: read after `data`). */
  cvAttachmentId?: number | null | (() => number | null);
  now?: Date;
}

/** A new event id: `evt_` and 32 hex characters, the same in every delivery and resend of the event. */
export const newWebhookEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues an event for every working (not paused) endpoint of the company subscribed to its type. Pass the
 * transaction that writes the change, so the deliveries exist exactly when it commits. Returns how many.
 */
export async function enqueueWebhookEvent(tx: DbOrTx, event: WebhookEvent): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, tenantId: webhookEndpoints.tenantId })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, event.companyId),
        isNull(webhookEndpoints.pausedAt),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    )
    .orderBy(asc(webhookEndpoints.id));
  if (endpoints.length === 0) return 0;
  const now = event.now ?? new Date();
  const eventId = newWebhookEventId();
  const data = typeof event.data === 'function' ? await event.data() : event.data;
  const cvAttachmentId = typeof event.cvAttachmentId === 'function' ? event.cvAttachmentId() : event.cvAttachmentId;
  await tx.insert(webhookDeliveries).values(
    endpoints.map((e) => ({
      tenantId: e.tenantId,
      companyId: event.companyId,
      endpointId: e.id,
      eventId,
      type: event.type,
      orderingKey: event.orderingKey,
      data,
      cvAttachmentId: cvAttachmentId ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
  return endpoints.length;
}

/** The offer as webhooks describe it, with its page on its board; null when it is gone. */
async function offerBlock(tx: DbOrTx, offerId: number) {
  const [row] = await tx
    .select({
      id: offers.id,
      companyId: offers.companyId,
      reference: offers.guid,
      title: offers.title,
      status: offers.status,
      slug: offers.slug,
      board: tenants.slug,
      publishedAt: offers.publishedAt,
      expiresAt: offers.expiresAt,
    })
    .from(offers)
    .innerJoin(tenants, eq(tenants.id, offers.tenantId))
    .where(eq(offers.id, offerId));
  if (!row) return null;
  return {
    companyId: row.companyId,
    offer: {
      id: row.id,
      reference: row.reference,
      title: row.title,
      status: row.status,
      url: `${boardOrigin(row.board)}${paths.jobOffer(row.slug)}`,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    },
  };
}

/** `offer.published` (also published again) or `offer.expired`, from the offer as the transaction left it. */
export async function enqueueOfferEvent(
  tx: DbOrTx,
  offerId: number,
  type: 'offer.published' | 'offer.expired',
  now = new Date(),
): Promise<number> {
  const [row] = await tx.select({ companyId: offers.companyId }).from(offers).where(eq(offers.id, offerId));
  if (!row) return 0;
  return enqueueWebhookEvent(tx, {
    companyId: row.companyId,
    type,
    orderingKey: `offer:${offerId}`,
    data: async () => ({ offer: (await offerBlock(tx, offerId))!.offer }),
    now,
  });
}

/**
 * `enqueueOfferEvent` for many offers (offers created already published, a state change of several): one
 * query finds whether any of their companies listens, so a bulk write (the demo data) costs one select.
 */
export async function enqueueOfferEvents(
  tx: DbOrTx,
  offerIds: readonly number[],
  type: 'offer.published' | 'offer.expired',
  now = new Date(),
): Promise<number> {
  if (offerIds.length === 0) return 0;
  const listening = await tx
    .selectDistinct({ id: offers.id })
    .from(offers)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.companyId, offers.companyId))
    .where(
      and(
        inArray(offers.id, [...offerIds]),
        isNull(webhookEndpoints.pausedAt),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  let queued = 0;
  for (const { id } of listening.sort((a, b) => a.id - b.id)) queued += await enqueueOfferEvent(tx, id, type, now);
  return queued;
}

/**
 * `application.created` or `application.status_changed`, from the application as the transaction left it.
 * A new application's file goes out as a signed link added at each attempt (`cvAttachmentId`).
 */
export async function enqueueApplicationEvent(
  tx: DbOrTx,
  applicationId: number,
  type: 'application.created' | 'application.status_changed',
  { previousStatus, now = new Date() }: { previousStatus?: ApplicationStatus; now?: Date } = {},
): Promise<number> {
  // Most companies have no endpoint: what an application event says is read only when one listens.
  const [owner] = await tx
    .select({ companyId: offers.companyId })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(eq(applications.id, applicationId));
  if (!owner) return 0;
  let cvAttachmentId: number | null = null;
  const data = async () => {
    const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId));
    const block = (await offerBlock(tx, app!.offerId))!;
    const [file] =
      type === 'application.created'
        ? await tx
            .select({
              id: applicationAttachments.id,
              fileName: applicationAttachments.fileName,
              mimeType: applicationAttachments.mimeType,
              sizeBytes: applicationAttachments.sizeBytes,
            })
            .from(applicationAttachments)
            .where(eq(applicationAttachments.applicationId, applicationId))
            .orderBy(asc(applicationAttachments.id))
            .limit(1)
        : [];
    cvAttachmentId = file?.id ?? null;
    const application = {
      id: app!.id,
      offerId: app!.offerId,
      status: app!.status,
      ...(type === 'application.status_changed'
        ? { previousStatus: previousStatus ?? null, statusChangedAt: (app!.statusChangedAt ?? now).toISOString() }
        : {}),
      name: app!.name,
      email: app!.email,
      message: app!.message,
      source: app!.source,
      createdAt: app!.createdAt.toISOString(),
      ...(type === 'application.created'
        ? { cv: file ? { fileName: file.fileName, mimeType: file.mimeType, sizeBytes: file.sizeBytes } : null }
        : {}),
    };
    return { application, offer: block.offer };
  };
  return enqueueWebhookEvent(tx, {
    companyId: owner.companyId,
    type,
    orderingKey: `application:${applicationId}`,
    data,
    cvAttachmentId: () => cvAttachmentId,
    now,
  });
}
