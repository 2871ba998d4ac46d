import 'server-only';
import { eq } from 'drizzle-orm';
import { announceOfferBoards, applyOfferState } from '@/features/offers/server/public';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { recordAudit } from '@/lib/audit';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  invoices,
  offers,
  paymentProviderEvents,
  payments,
  plans,
  tenants,
  users,
  type PaymentProviderName,
} from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import { logger } from '@/lib/log';
import { enqueueMail } from '@/lib/mail/outbox';
import { formatMoney } from './amounts';
import { buildInvoiceMail } from './invoice-mail';
import { invoiceYear, nextInvoiceNumber } from './invoice-numbers';
import { paymentIdOfSession, toMinor, type ProviderReport } from './providers/types';

/** A report that does not match the stored order (amount, currency, provider): refused, nothing changed. */
export class PaymentMismatch extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentMismatch';
  }
}

export type SettleOutcome =
  /** This report was seen before: nothing done (the webhook still answers 200). */
  | 'duplicate'
  /** The payment was already final; a late or out-of-order report never moves it back. */
  | 'ignored'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'started';

/**
 * Fulfilment, the one function the webhook, the status poll and the reconciliation job call. In ONE
 * transaction, with the payment row locked: checks the report against the stored order, records the
 * provider event once (a repeat is a no-op), and on "paid" marks the payment paid once, publishes or
 * extends the offer through the offer writer, numbers the invoice and queues its e-mail. Safe to call
 * any number of times, concurrently: the row lock serialises callers and the second finds it paid.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProviderName,
  report: ProviderReport,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ paymentId: number; outcome: SettleOutcome }> {
  const paymentId = paymentIdOfSession(report.sessionId);
  if (paymentId === null) throw new PaymentMismatch('unknown session');
  const { outcome, boards } = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new PaymentMismatch('unknown payment');
    if (payment.provider !== provider) throw new PaymentMismatch('other provider');
    if (report.amount !== toMinor(payment.grossAmount) || report.currency.toUpperCase() !== payment.currency)
      throw new PaymentMismatch('amount or currency');
    const recorded = await tx
      .insert(paymentProviderEvents)
      .values({
        provider,
        eventId: report.eventId,
        paymentId,
        type: report.status,
        payload: report.payload,
        receivedAt: now,
        processedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentProviderEvents.id });
    if (recorded.length === 0) return { outcome: 'duplicate' as const, boards: [] };
    const final = ['paid', 'ok', 'failed', 'error', 'cancelled'].includes(payment.status);
    // Never backwards: PENDING after PAID is ignored, and so is anything after a failure except a payment.
    if (payment.status === 'paid' || payment.status === 'ok') return { outcome: 'ignored' as const, boards: [] };
    if (report.status === 'pending') {
      if (final || payment.status === 'started') return { outcome: 'ignored' as const, boards: [] };
      await tx.update(payments).set({ status: 'started', updatedAt: now }).where(eq(payments.id, paymentId));
      return { outcome: 'started' as const, boards: [] };
    }
    if (report.status === 'failed' || report.status === 'cancelled') {
      if (final) return { outcome: 'ignored' as const, boards: [] };
      const status = report.status;
      await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, paymentId));
      await recordAudit(tx, {
        tenantId: payment.tenantId,
        companyId: payment.companyId,
        actorId: null,
        action: `payment.${status}`,
        subjectType: 'payment',
        subjectId: paymentId,
      });
      return { outcome: status, boards: [] };
    }
    return { outcome: 'paid' as const, boards: await fulfil(tx, payment, now) };
  });
  if (boards.length) await announceOfferBoards(boards);
  return { paymentId, outcome };
}

type PaymentRow = typeof payments.$inferSelect;

/** Marks paid, publishes or extends the offer, numbers the invoice, queues its mail; returns boards to announce. */
async function fulfil(tx: DbOrTx, payment: PaymentRow, now: Date): Promise<number[]> {
  await tx.update(payments).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
  let boards: number[] = [];
  let offerTitle: string | null = null;
  if (payment.offerId !== null) {
    const [offer] = await tx
      .select({ status: offers.status, title: offers.title })
      .from(offers)
      .where(eq(offers.id, payment.offerId));
    offerTitle = offer?.title ?? null;
    // An extension paid for an offer finished meanwhile (the payer was on the provider's page) publishes it
    // again for the paid duration, as a refresh would: the time paid for is the time the offer gets.
    const action = payment.isExtension && offer?.status !== 'finished' ? 'extend' : 'publish';
    const allowed = payment.isExtension
      ? ['published', 'expired', 'finished']
      : ['draft', 'pending_payment', 'expired', 'finished', 'published'];
    if (offer && allowed.includes(offer.status)) {
      // Exactly what was paid: the plan and its limits (duration included) as they were when the payment
      // was requested, whatever the offer carries now; the expiry follows from them.
      const limits = payment.limits ?? (await paidPlanLimits(tx, payment));
      if (limits)
        await tx
          .update(offers)
          .set({ planKey: payment.planKey, limits, updatedAt: now })
          .where(eq(offers.id, payment.offerId));
      boards = await applyOfferState(tx, [payment.offerId], action, { now, userId: payment.userId });
    } else {
      // The money is in, the offer cannot take it (deleted meanwhile): keep the payment, flag it for a person.
      logger.warn({ paymentId: payment.id, offerStatus: offer?.status ?? null }, 'paid offer could not be changed');
    }
  }
  await recordAudit(tx, {
    tenantId: payment.tenantId,
    companyId: payment.companyId,
    actorId: null,
    action: 'payment.paid',
    subjectType: 'payment',
    subjectId: payment.id,
    details: {
      offerId: payment.offerId,
      plan: payment.planKey,
      extend: payment.isExtension,
      gross: payment.grossAmount,
    },
  });
  // A zero-price order (a free plan, a 100% code) has nothing to invoice.
  if (payment.grossAmount > 0) await issueInvoice(tx, payment, now, offerTitle);
  return boards;
}

/** A payment made before plans were recorded with it: the limits of its plan row. */
async function paidPlanLimits(tx: DbOrTx, payment: PaymentRow) {
  if (payment.planId === null) return null;
  const [plan] = await tx.select({ limits: plans.limits }).from(plans).where(eq(plans.id, payment.planId));
  return plan?.limits ?? null;
}

async function issueInvoice(tx: DbOrTx, payment: PaymentRow, now: Date, offerTitle: string | null) {
  const { year, sequence, number } = await nextInvoiceNumber(tx, payment.tenantId, invoiceYear(now));
  const taxAmount = Math.round((payment.grossAmount - payment.netAmount) * 100) / 100;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      tenantId: payment.tenantId,
      paymentId: payment.id,
      companyId: payment.companyId,
      kind: 'invoice',
      locale: payment.locale,
      year,
      sequence,
      number,
      buyer: payment.invoice,
      netAmount: payment.netAmount,
      taxAmount,
      grossAmount: payment.grossAmount,
      currency: payment.currency,
      issuedAt: now,
    })
    .returning({ id: invoices.id });
  const [payer] = payment.userId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.userId))
    : [];
  const [board] = await tx
    .select({ slug: tenants.slug, config: tenants.config })
    .from(tenants)
    .where(eq(tenants.id, payment.tenantId));
  if (payer && board) {
    await enqueueMail(
      tx,
      buildInvoiceMail({
        tenantId: payment.tenantId,
        brand: (board.config as Tenant['config']).brand.name,
        origin: boardOrigin(board.slug),
        locale: payment.locale,
        to: payer.email,
        invoiceId: invoice!.id,
        number,
        gross: formatMoney(payment.grossAmount, payment.currency, payment.locale),
        offerTitle,
      }),
    );
  }
}
