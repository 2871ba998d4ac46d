import 'server-only';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { invoices, offerRevisions, offers, payments, plans, promoCodes } from '@/lib/db/schema';
import type { InvoiceDocument } from './invoice-pdf';
import { sellerOf } from './seller';

/** What the panel's billing page shows of one company; every query is scoped to it. */
export async function listCompanyPayments(db: Db, tenantId: number, companyId: number, limit = 100) {
  return db
    .select({
      id: payments.id,
      status: payments.status,
      planKey: payments.planKey,
      isExtension: payments.isExtension,
      grossAmount: payments.grossAmount,
      currency: payments.currency,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      refundedAt: payments.refundedAt,
      offerId: payments.offerId,
      offerTitle: offers.title,
    })
    .from(payments)
    .leftJoin(offers, eq(offers.id, payments.offerId))
    .where(and(eq(payments.tenantId, tenantId), eq(payments.companyId, companyId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function listCompanyInvoices(db: Db, tenantId: number, companyId: number, limit = 100) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      grossAmount: invoices.grossAmount,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.companyId, companyId)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
}

/** The company's codes (its own and none of another company's) with the uses left. */
export async function listCompanyCodes(db: Db, tenantId: number, companyId: number) {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.companyId, companyId)))
    .orderBy(desc(promoCodes.createdAt));
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    kind: c.kind,
    planKey: c.planKey,
    remainingUses: Math.max(0, c.maxUses - c.uses),
    maxUses: c.maxUses,
    validUntil: c.validUntil,
  }));
}

/**
 * The plan balance: per live offer, the plan it runs on, the days left and the bump-ups left
 * (the plan's bumpsUpCount less the bumps recorded since it was last published).
 */
export async function companyPlanBalance(db: Db, tenantId: number, companyId: number, now = new Date()) {
  const live = await db
    .select({
      id: offers.id,
      title: offers.title,
      planKey: offers.planKey,
      limits: offers.limits,
      expiresAt: offers.expiresAt,
      publishedAt: offers.publishedAt,
    })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.companyId, companyId), eq(offers.status, 'published')))
    .orderBy(offers.expiresAt)
    .limit(100);
  if (live.length === 0) return [];
  const bumps = await db
    .select({ offerId: offerRevisions.offerId, n: count() })
    .from(offerRevisions)
    .innerJoin(offers, eq(offers.id, offerRevisions.offerId))
    .where(
      and(
        inArray(
          offerRevisions.offerId,
          live.map((o) => o.id),
        ),
        eq(offerRevisions.action, 'bump'),
        or(isNull(offers.publishedAt), sql`${offerRevisions.createdAt} >= ${offers.publishedAt}`),
      ),
    )
    .groupBy(offerRevisions.offerId);
  const used = new Map(bumps.map((b) => [b.offerId, Number(b.n)]));
  const names = await db.select({ key: plans.key, names: plans.names }).from(plans).where(eq(plans.tenantId, tenantId));
  const nameOf = new Map(names.map((p) => [p.key, p.names]));
  return live.map((o) => ({
    offerId: o.id,
    title: o.title,
    planKey: o.planKey,
    planNames: nameOf.get(o.planKey) ?? null,
    daysLeft: o.expiresAt ? Math.max(0, Math.ceil((o.expiresAt.getTime() - now.getTime()) / 86_400_000)) : null,
    expiresAt: o.expiresAt,
    bumpsLeft: Math.max(0, o.limits.bumpsUpCount - (used.get(o.id) ?? 0)),
    bumpsTotal: o.limits.bumpsUpCount,
  }));
}

/** An invoice of the company as a document to render; null for any other company's (a 404, not a 403). */
export async function companyInvoiceDocument(
  db: Db,
  tenant: Tenant,
  companyId: number,
  invoiceId: number,
  locale: 'pl' | 'en',
): Promise<{ number: string; document: InvoiceDocument } | null> {
  const [row] = await db
    .select({ invoice: invoices, payment: payments, offerTitle: offers.title, planNames: plans.names })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .leftJoin(offers, eq(offers.id, payments.offerId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.tenantId, tenant.id), eq(invoices.companyId, companyId)));
  if (!row) return null;
  const { invoice, payment } = row;
  let correctedNumber: string | null = null;
  if (invoice.correctsInvoiceId) {
    const [original] = await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, invoice.correctsInvoiceId));
    correctedNumber = original?.number ?? null;
  }
  const plan = row.planNames?.[locale] ?? payment.planKey;
  const what = payment.isExtension
    ? locale === 'pl'
      ? 'Przedłużenie ogłoszenia'
      : 'Job ad extension'
    : locale === 'pl'
      ? 'Publikacja ogłoszenia'
      : 'Job ad publication';
  return {
    number: invoice.number,
    document: {
      kind: invoice.kind,
      number: invoice.number,
      correctedNumber,
      issuedAt: invoice.issuedAt,
      paidAt: payment.paidAt,
      seller: sellerOf(tenant),
      buyer: invoice.buyer,
      item: `${what} (${plan})${row.offerTitle ? `: ${row.offerTitle}` : ''}`,
      net: invoice.netAmount,
      tax: invoice.taxAmount,
      gross: invoice.grossAmount,
      currency: invoice.currency,
      paymentMethod:
        payment.provider === 'stripe'
          ? 'Stripe'
          : payment.provider === 'przelewy24'
            ? 'Przelewy24'
            : locale === 'pl'
              ? 'płatność online'
              : 'online payment',
    },
  };
}
