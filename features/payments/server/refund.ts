import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import type { Db } from '@/lib/db/client';
import { invoices, paymentProviderEvents, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { invoiceYear, nextInvoiceNumber } from './invoice-numbers';
import { providerByName } from './providers';
import { sessionIdOf, toMinor } from './providers/types';

/**
 * Refunds a paid payment in full: the provider returns the money, then one transaction marks the payment
 * refunded and issues the correction invoice (negative amounts, numbered in the board's series, pointing
 * at the corrected invoice). A second refund is refused; the offer itself is left to the caller.
 */
export async function refundPayment(
  db: Db,
  paymentId: number,
  { actorId = null, now = new Date() }: { actorId?: string | null; now?: Date } = {},
) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('NOT_FOUND', 'notFound');
  if ((payment.status !== 'paid' && payment.status !== 'ok') || payment.refundedAt)
    throw new AppError('CONFLICT', 'payments.notRefundable');
  const [paidEvent] = await db
    .select({ payload: paymentProviderEvents.payload })
    .from(paymentProviderEvents)
    .where(and(eq(paymentProviderEvents.paymentId, paymentId), eq(paymentProviderEvents.type, 'paid')))
    .orderBy(desc(paymentProviderEvents.id))
    .limit(1);
  const orderId = paidEvent?.payload.orderId ?? paidEvent?.payload.payment_intent;
  if (payment.grossAmount > 0)
    await providerByName(payment.provider).refund(db, {
      sessionId: sessionIdOf(payment.id),
      providerRef: payment.providerRef,
      amount: toMinor(payment.grossAmount),
      currency: payment.currency,
      orderId: orderId === undefined || orderId === null ? undefined : String(orderId),
    });
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked || locked.refundedAt) throw new AppError('CONFLICT', 'payments.notRefundable');
    await tx.update(payments).set({ refundedAt: now, updatedAt: now }).where(eq(payments.id, paymentId));
    const [original] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')));
    let correctionId: number | null = null;
    if (original) {
      const { year, sequence, number } = await nextInvoiceNumber(tx, original.tenantId, invoiceYear(now));
      const [row] = await tx
        .insert(invoices)
        .values({
          tenantId: original.tenantId,
          paymentId,
          companyId: original.companyId,
          kind: 'correction',
          correctsInvoiceId: original.id,
          locale: original.locale,
          year,
          sequence,
          number,
          buyer: original.buyer,
          netAmount: -original.netAmount,
          taxAmount: -original.taxAmount,
          grossAmount: -original.grossAmount,
          currency: original.currency,
          issuedAt: now,
        })
        .returning({ id: invoices.id });
      correctionId = row!.id;
    }
    await recordAudit(tx, {
      tenantId: locked.tenantId,
      companyId: locked.companyId,
      actorId,
      action: 'payment.refunded',
      subjectType: 'payment',
      subjectId: paymentId,
      details: { gross: locked.grossAmount, correctionInvoiceId: correctionId },
    });
    return { correctionInvoiceId: correctionId };
  });
}
