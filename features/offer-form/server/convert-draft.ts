import 'server-only';
import { draftNotFound } from './drafts';
import { slugFor } from './start-draft';
import { readableDraftShape } from './draft-content';
import { and, eq } from 'drizzle-orm';
import {
  announceOfferBoards,
  applyOfferState,
  createOffersInTx,
  updateOfferInTx,
} from '@/features/offers/server/public';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { offerDrafts, offers } from '@/lib/db/schema';
import { publicationEnd } from '../publication-end';
import { offerError } from './errors';
import { requirePlan } from './plans';
import { assertNoIssues, checkShape, toOfferInput } from './resolve';
import { type ParsedServerShape } from './shape-schema';

export interface MaterializeOptions {
  status: 'published' | 'pending_payment';
  userId: string | null;
  now?: Date;
}

/** What `convertDraft` did: the offer, and the boards to announce once the caller's transaction committed. */
export interface ConvertedDraft {
  offerId: number;
  /** Pass to `announceOfferBoards` after the commit (never inside the transaction: decision 0014). */
  boards: number[];
}

/**
 * Draft → offer, inside the caller's transaction (the code redemption and the payment step call it in
 * the transaction that claims the code or records the payment; `materializeDraft` is it in a transaction
 * of its own). The draft row is locked (`for update`) and read again here, so what the caller read before
 * is never trusted; then the offer form's full validation runs (the schema, plan limits, dictionaries,
 * geocoding), and only then, through the offer writer:
 * - create / duplicate: a new offer in `status`: published now with the plan's duration (or the chosen
 *   expiry), or pending_payment (the payment's settlement publishes it);
 * - edit: the offer's content replaced, its state untouched (an edit draft may be applied again);
 * - refresh: the ended offer's content replaced, and published again when `status` is published;
 * - extend: content untouched (nothing of the form is written); the offer extended by the plan's duration
 *   when `status` is published, after checking that its state allows it.
 * The draft is marked converted and linked to its offer in the same transaction. Any error rolls all of
 * it back with the caller's transaction: the draft stays as it was, no offer is left behind.
 */
export async function convertDraft(tx: Tx, draftId: number, options: MaterializeOptions): Promise<ConvertedDraft> {
  const now = options.now ?? new Date();
  const [draft] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, draftId)).for('update');
  if (!draft) throw draftNotFound();
  if (draft.companyId === null) throw offerError('FORBIDDEN', 'noCompany');
  const plan = await requirePlan(tx, draft.tenantId, draft.planKey);

  if (draft.mode === 'extend') {
    if (!draft.offerId) throw draftNotFound();
    const [offer] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, draft.offerId));
    if (!offer || !['published', 'expired'].includes(offer.status)) throw offerError('CONFLICT', 'notPublishable');
    const boards =
      options.status === 'published'
        ? await applyOfferState(tx, [draft.offerId], 'extend', { userId: options.userId, now })
        : [];
    return { offerId: draft.offerId, boards };
  }
  // Only one conversion per draft (the lock above orders concurrent callers); an edit may be applied again.
  if (draft.mode !== 'edit' && draft.state === 'converted') throw offerError('CONFLICT', 'notPublishable');
  const shape = readableDraftShape(draft);

  const checked = await checkShape(tx, draft.tenantId, shape, { strength: 'full', limits: plan.limits, now });
  assertNoIssues(checked, 'full');

  if (draft.mode === 'edit' || draft.mode === 'refresh') {
    const offerId = draft.offerId ?? draft.sourceOfferId;
    if (!offerId) throw draftNotFound();
    const [current] = await tx
      .select({ slug: offers.slug, status: offers.status })
      .from(offers)
      .where(eq(offers.id, offerId));
    if (!current || current.status === 'deleted') throw draftNotFound();
    if (draft.mode === 'refresh' && !['expired', 'finished'].includes(current.status))
      throw offerError('CONFLICT', 'notPublishable');
    const input = await toOfferInput(tx, shape, checked, {
      tenantId: draft.tenantId,
      companyId: draft.companyId,
      planKey: plan.key,
      limits: plan.limits,
      slug: current.slug,
      status: current.status,
    });
    const boards = await updateOfferInTx(tx, offerId, input, { userId: options.userId, now });
    if (draft.mode === 'refresh' && options.status === 'published')
      boards.push(
        ...(await applyOfferState(tx, [offerId], 'publish', { userId: options.userId, now, ...expiryOf(shape) })),
      );
    await tx
      .update(offerDrafts)
      .set({ state: 'converted', offerId, updatedAt: now })
      .where(eq(offerDrafts.id, draft.id));
    return { offerId, boards };
  }

  const slug = await freeSlug(tx, draft.tenantId, shape.title);
  const published = options.status === 'published';
  const input = await toOfferInput(tx, shape, checked, {
    tenantId: draft.tenantId,
    companyId: draft.companyId,
    planKey: plan.key,
    limits: plan.limits,
    slug,
    status: options.status,
  });
  const { ids, boards } = await createOffersInTx(
    tx,
    [
      {
        ...input,
        ...(published
          ? {
              publishedAt: now,
              expiresAt: publicationEnd(shape.expiredAt, now, plan.limits.durationInDays),
            }
          : {}),
      },
    ],
    { userId: options.userId, now },
  );
  const offerId = ids[0]!;
  await tx
    .update(offerDrafts)
    .set({ state: 'converted', offerId, slug, updatedAt: now })
    .where(eq(offerDrafts.id, draft.id));
  return { offerId, boards };
}

/**
 * `convertDraft` in a transaction of its own, the boards announced after the commit (the admin import and
 * callers that have nothing else to write). Returns the offer id.
 */
export async function materializeDraft(db: Db, draftId: number, options: MaterializeOptions): Promise<number> {
  const { offerId, boards } = await db.transaction((tx) => convertDraft(tx, draftId, options));
  await announceOfferBoards(boards);
  return offerId;
}

function expiryOf(shape: ParsedServerShape): { expiresAt?: Date } {
  if (!shape.expiredAt) return {};
  const at = new Date(shape.expiredAt);
  return Number.isNaN(at.getTime()) ? {} : { expiresAt: at };
}

/** A slug no offer or other draft of the board uses. */
async function freeSlug(db: DbOrTx, tenantId: number, title: string): Promise<string> {
  for (;;) {
    const slug = slugFor(title);
    const [taken] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.slug, slug)))
      .limit(1);
    if (!taken) return slug;
  }
}
