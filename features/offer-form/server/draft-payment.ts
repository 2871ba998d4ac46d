import 'server-only';
import { draftNotFound, type DraftRow } from './drafts';
import { convertDraft, type ConvertedDraft } from './convert-draft';
import { eq } from 'drizzle-orm';
import { announceOfferBoards } from '@/features/offers/server/public';
import type { Db, Tx } from '@/lib/db/client';
import { offerDrafts, offers, type OfferStatus } from '@/lib/db/schema';
import { offerError } from './errors';

/** What the payment step charges for (the spec's payment request names): the offer and the draft's plan. */
export interface OfferToPayFor {
  offer_id: number;
  /** The offer's address: a draft takes its offer's slug when it becomes one. */
  offer_slug: string;
  offer_type: string;
  extend: boolean;
}

/**
 * The payment step's offer, inside the caller's transaction (the one that records the payment request): a
 * new or refreshed draft becomes an offer waiting for its payment (checked in full, `pending_payment`, not
 * listed), which the provider's confirmation publishes; an extension pays for the published offer itself.
 * The draft is locked and read again, so a draft converted meanwhile (a double click, a second tab) answers
 * the offer it became rather than a second one. Edits are not paid for. The boards are announced by the
 * caller once its transaction committed.
 */
export async function payableOfferOfDraft(
  tx: Tx,
  draftId: number,
  userId: string | null,
): Promise<ConvertedDraft & { extend: boolean }> {
  const [draft] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, draftId)).for('update');
  if (!draft) throw draftNotFound();
  if (draft.mode === 'extend') {
    if (!draft.offerId) throw draftNotFound();
    return { offerId: draft.offerId, boards: [], extend: true };
  }
  if (draft.mode === 'edit') throw offerError('CONFLICT', 'notPublishable');
  if (draft.state === 'converted') {
    if (!draft.offerId) throw offerError('CONFLICT', 'notPublishable');
    const [offer] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, draft.offerId));
    const waiting: OfferStatus[] = draft.mode === 'refresh' ? ['expired', 'finished'] : ['pending_payment'];
    if (!offer || !waiting.includes(offer.status)) throw offerError('CONFLICT', 'notPublishable');
    return { offerId: draft.offerId, boards: [], extend: false };
  }
  return { ...(await convertDraft(tx, draft.id, { status: 'pending_payment', userId })), extend: false };
}

/**
 * `payableOfferOfDraft` in a transaction of its own (`payment-offer`: the form asks which offer it will pay
 * for). Asking again after a failed payment answers the same offer, so a second attempt never makes a
 * second offer.
 */
export async function offerToPayFor(db: Db, draft: DraftRow, userId: string | null): Promise<OfferToPayFor> {
  const { offerId, boards, extend } = await db.transaction((tx) => payableOfferOfDraft(tx, draft.id, userId));
  await announceOfferBoards(boards);
  const [offer] = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId));
  if (!offer) throw draftNotFound();
  return { offer_id: offerId, offer_slug: offer.slug, offer_type: draft.planKey, extend };
}

/**
 * The payment step's draft as the payment request takes it (`requestPayment`'s `DraftToPay`): its plan and
 * mode, the offer it already stands for, and its conversion, run in the transaction that records the
 * payment, so a request refused at any point converts nothing and a converted draft always has its payment.
 */
export function draftForPayment(draft: DraftRow, userId: string | null) {
  return {
    mode: draft.mode,
    planKey: draft.planKey,
    offerId: draft.state === 'converted' || draft.mode === 'extend' ? draft.offerId : null,
    convert: (tx: Tx) => payableOfferOfDraft(tx, draft.id, userId),
  };
}
