import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { offerRevisions, offers, type OfferRevisionAction, type OfferStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { enqueueOfferEvents } from '@/lib/webhooks/events';
import { syncOfferListings } from '../listing-sync';
import { announce, comparable, listedBoards } from './offer-children';
import type { WriteOptions } from './offer-input';
import type { OfferRow } from './offer-rows';

/** Moves through the offer's states (docs/architecture.md, "Domain"). */
export const OFFER_STATE_ACTIONS = ['publish', 'extend', 'bump', 'expire', 'finish', 'delete'] as const;
export type OfferStateAction = (typeof OFFER_STATE_ACTIONS)[number];

/** Which states each action starts from. */
const ALLOWED_FROM: Record<OfferStateAction, readonly OfferStatus[]> = {
  // From a published offer, "publish" starts the publication again now (development and e2e).
  publish: ['draft', 'pending_payment', 'expired', 'finished', 'published'],
  extend: ['published', 'expired'],
  bump: ['published'],
  expire: ['published'],
  finish: ['published'],
  delete: ['draft', 'pending_payment', 'expired', 'finished'],
};

const DAY = 86_400_000;

/**
 * Applies a state action to offers (one transaction for all). `expiresAt` overrides the
 * plan's duration for publish and extend. Offers whose state does not allow the action make the
 * whole call fail with CONFLICT.
 */
export async function changeOfferState(
  db: Db,
  offerIds: readonly number[],
  action: OfferStateAction,
  options: WriteOptions & { expiresAt?: Date } = {},
): Promise<void> {
  if (offerIds.length === 0) return;
  const boards = await db.transaction((tx) => applyOfferState(tx, offerIds, action, options));
  await announce(boards);
}

/**
 * `changeOfferState` inside a transaction the caller holds (payment fulfilment publishes the offer in
 * the transaction that marks the payment paid). Returns the boards to announce once the caller has
 * committed: pass them to `announceOfferBoards`.
 */
export async function applyOfferState(
  tx: DbOrTx,
  offerIds: readonly number[],
  action: OfferStateAction,
  options: WriteOptions & { expiresAt?: Date } = {},
): Promise<number[]> {
  if (offerIds.length === 0) return [];
  const now = options.now ?? new Date();
  const rows = await tx
    .select({
      id: offers.id,
      status: offers.status,
      limits: offers.limits,
      publishedAt: offers.publishedAt,
      originalPublishedAt: offers.originalPublishedAt,
      refreshedAt: offers.refreshedAt,
      expiresAt: offers.expiresAt,
      finishedAt: offers.finishedAt,
      deletedAt: offers.deletedAt,
    })
    .from(offers)
    .where(inArray(offers.id, [...offerIds]))
    .for('update');
  if (rows.length !== new Set(offerIds).size) throw new AppError('NOT_FOUND', 'notFound');
  const boardsBefore = await listedBoards(tx, offerIds);
  for (const row of rows) {
    if (!ALLOWED_FROM[action].includes(row.status)) throw new AppError('CONFLICT', 'offerStateConflict');
    const duration = row.limits.durationInDays * DAY;
    let set: Partial<OfferRow>;
    let revision: OfferRevisionAction = action;
    switch (action) {
      case 'publish': {
        if (row.status === 'expired' || row.status === 'finished') revision = 'refresh';
        const expiresAt = options.expiresAt ?? new Date(now.getTime() + duration);
        set = {
          status: 'published',
          publishedAt: now,
          originalPublishedAt: row.originalPublishedAt ?? now,
          refreshedAt: now,
          expiresAt:
            row.status === 'published' && row.expiresAt && row.expiresAt > expiresAt ? row.expiresAt : expiresAt,
          finishedAt: null,
        };
        break;
      }
      case 'extend': {
        const from = row.expiresAt && row.expiresAt > now ? row.expiresAt : now;
        set = { status: 'published', expiresAt: options.expiresAt ?? new Date(from.getTime() + duration) };
        break;
      }
      case 'bump':
        set = { refreshedAt: now };
        break;
      case 'expire':
        set = { status: 'expired', expiresAt: row.expiresAt && row.expiresAt < now ? row.expiresAt : now };
        break;
      case 'finish':
        set = { status: 'finished', finishedAt: now };
        break;
      case 'delete':
        set = { status: 'deleted', deletedAt: now };
        break;
    }
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(set))
      if (comparable(row[key as keyof typeof row]) !== comparable(value)) changes[key] = row[key as keyof typeof row];
    await tx
      .update(offers)
      .set({ ...set, updatedAt: now })
      .where(eq(offers.id, row.id));
    await tx
      .insert(offerRevisions)
      .values({ offerId: row.id, userId: options.userId ?? null, action: revision, changes, createdAt: now });
  }
  await syncOfferListings(tx, offerIds);
  // Companies' webhooks hear of publications and expiries in this same transaction (lib/webhooks/events.ts).
  const webhookEvent = action === 'publish' ? 'offer.published' : action === 'expire' ? 'offer.expired' : null;
  if (webhookEvent)
    await enqueueOfferEvents(
      tx,
      rows.map((r) => r.id),
      webhookEvent,
      now,
    );
  return [...boardsBefore, ...(await listedBoards(tx, offerIds))];
}

/** Announces boards returned by `applyOfferState` after the caller's transaction committed. */
export async function announceOfferBoards(boards: Iterable<number>): Promise<void> {
  await announce(boards);
}
