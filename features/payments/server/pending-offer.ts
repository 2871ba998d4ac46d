import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { announceOfferBoards, applyOfferState } from '@/features/offers/server/public';
import { recordAudit } from '@/lib/audit';
import type { Db, Tx } from '@/lib/db/client';
import { embeddedPaymentTransactions, offerDrafts, offers, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { checkPaymentWithProvider } from './check';
import { openPaymentsOf } from './create-payment';

/**
 * Asks the providers about the offer's open payment attempts before anything is taken back: a lost redirect
 * may be paid already (settled now: the offer is live, or extended), a cancellation may be unreported.
 */
export async function askAboutOpenPayments(db: Db, offerId: number, now = new Date()): Promise<void> {
  for (const open of await openPaymentsOf(db, offerId)) await checkPaymentWithProvider(db, open, now);
}

/**
 * Voids the offer's open payment attempts in the caller's transaction, which holds the offer's row lock (the
 * one every payment request and settlement of the offer takes): each becomes `cancelled`, audited as
 * `payment.voided` with the reason, and the embedded provider's page can no longer take it. One the payer is
 * in the middle of (`started`, or paid at the embedded provider and not reported yet) refuses the whole
 * change with 409 "payment in progress". Callers ask the providers first (`askAboutOpenPayments`).
 */
export async function voidOpenPayments(
  tx: Tx,
  caller: PendingOfferCaller,
  offerId: number,
  reason: string,
  now = new Date(),
): Promise<void> {
  const open = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.offerId, offerId), inArray(payments.status, ['pending', 'started'])))
    .for('update');
  if (open.some((p) => p.status === 'started')) throw new AppError('CONFLICT', 'payments.paymentInProgress');
  const ids = open.map((p) => p.id);
  if (!ids.length) return;
  const [paidThere] = await tx
    .select({ token: embeddedPaymentTransactions.token })
    .from(embeddedPaymentTransactions)
    .where(and(inArray(embeddedPaymentTransactions.paymentId, ids), eq(embeddedPaymentTransactions.status, 'paid')))
    .limit(1);
  if (paidThere) throw new AppError('CONFLICT', 'payments.paymentInProgress');
  await tx
    .update(embeddedPaymentTransactions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        inArray(embeddedPaymentTransactions.paymentId, ids),
        inArray(embeddedPaymentTransactions.status, ['new', 'pending']),
      ),
    );
  await tx.update(payments).set({ status: 'cancelled', updatedAt: now }).where(inArray(payments.id, ids));
  for (const id of ids)
    await recordAudit(tx, {
      tenantId: caller.tenantId,
      companyId: caller.companyId,
      actorId: caller.userId,
      action: 'payment.voided',
      subjectType: 'payment',
      subjectId: id,
      details: { offerId, reason },
    });
}

export interface PendingOfferCaller {
  tenantId: number;
  companyId: number;
  userId: string | null;
}

/**
 * An offer waiting for its payment, taken back: to an editable draft (`draft`) or away (`delete`). The
 * offer's open payment attempts are first asked about (a lost redirect may be paid already: then the offer
 * is live and nothing is taken back); one the payer is in the middle of (`started`, or paid at the embedded
 * provider but not yet reported) refuses with "payment in progress". Otherwise, in one transaction: the open
 * attempts are voided (`cancelled`; the embedded provider's page can no longer take them), the offer leaves
 * the board's books (deleted, never listed), and for `draft` the draft it came from is editable again and
 * no longer names it, so the next payment step makes a fresh offer from the edited draft.
 * Answers the draft's id (null for `delete`).
 */
export async function withdrawPendingOffer(
  db: Db,
  caller: PendingOfferCaller,
  offerId: number,
  action: 'draft' | 'delete',
  now = new Date(),
): Promise<{ draftId: number | null }> {
  await askAboutOpenPayments(db, offerId, now);
  const { draftId, boards } = await db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ status: offers.status, companyId: offers.companyId, tenantId: offers.tenantId })
      .from(offers)
      .where(eq(offers.id, offerId))
      .for('update');
    if (!offer || offer.tenantId !== caller.tenantId || offer.companyId !== caller.companyId)
      throw new AppError('NOT_FOUND', 'notFound');
    if (offer.status !== 'pending_payment') throw new AppError('CONFLICT', 'payments.notPending');
    await voidOpenPayments(tx, caller, offerId, action === 'draft' ? 'back to draft' : 'offer deleted', now);
    let draftId: number | null = null;
    if (action === 'draft') {
      const [draft] = await tx
        .select({ id: offerDrafts.id })
        .from(offerDrafts)
        .where(and(eq(offerDrafts.offerId, offerId), inArray(offerDrafts.mode, ['create', 'duplicate'])))
        .orderBy(desc(offerDrafts.id))
        .limit(1)
        .for('update');
      if (!draft) throw new AppError('CONFLICT', 'payments.notPending');
      await tx
        .update(offerDrafts)
        .set({ state: 'workInProgress', offerId: null, updatedAt: now })
        .where(eq(offerDrafts.id, draft.id));
      draftId = draft.id;
    }
    const boards = await applyOfferState(tx, [offerId], 'delete', { now, userId: caller.userId });
    return { draftId, boards };
  });
  if (boards.length) await announceOfferBoards(boards);
  return { draftId };
}
