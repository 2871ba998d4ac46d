import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { companies, offers, payments, plans, users, type InvoiceData } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { boardOrigin } from '@/lib/http/origin';
import { logger } from '@/lib/log';
import { localizedPath, paths } from '@/lib/paths';
import { safeNextPath } from '@/lib/safe-next-path';
import type { PaymentRequest } from '../schemas';
import { activeProviderName, providerByName } from './providers';
import { sessionIdOf, toMinor } from './providers/types';
import { settlePayment } from './settle';

const INVOICE_FIELDS = {
  companyName: 'invoice_company_name',
  taxId: 'invoice_tax_id',
  street: 'invoice_street',
  number: 'invoice_number',
  postalCode: 'invoice_postal_code',
  city: 'invoice_city',
  country: 'invoice_country',
} as const satisfies Record<keyof InvoiceData, keyof PaymentRequest>;

/** A Polish NIP: 10 digits whose weighted sum mod 11 is the last one. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]);
}

const isPoland = (country: string) => /^(pl|polska|poland)$/i.test(country.trim());

export interface PaymentCaller {
  tenant: Tenant;
  companyId: number;
  /** Null when paid through the offer's token (the one-click extend link). */
  userId: string | null;
  locale: 'pl' | 'en';
}

/** The absolute URL of a panel path on the board (links we hand to providers and mails). */
export function boardUrl(tenant: Tenant, locale: 'pl' | 'en', path: string) {
  return `${boardOrigin(tenant.slug)}${localizedPath(locale, path)}`;
}

/**
 * POST /v1/payments: one payment attempt for an offer of the caller's company (publish or extend with a
 * plan), priced from the board's plan, handed to the active provider. The idempotency key makes a double
 * click one payment: the second request answers the first one's URL. A zero-price order is settled here
 * without any provider.
 */
export async function requestPayment(
  db: Db,
  caller: PaymentCaller,
  input: PaymentRequest,
  idempotencyKey: string | null,
): Promise<{ paymentId: number; paymentRequestUrl: string }> {
  const { tenant, companyId } = caller;
  const bad = (field: string, message: string) =>
    new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field, message }] });
  if (!input.accepted_regulations) throw bad('accepted_regulations', 'payments.regulationsRequired');

  const [offer] = await db
    .select({ id: offers.id, companyId: offers.companyId, status: offers.status, title: offers.title })
    .from(offers)
    .where(and(eq(offers.id, input.offer_id), eq(offers.tenantId, tenant.id)));
  if (!offer) throw new AppError('NOT_FOUND', 'notFound');
  if (offer.companyId !== companyId) throw new AppError('FORBIDDEN', 'payments.notYourOffer');
  const payable = input.extend ? ['published', 'expired'] : ['draft', 'pending_payment', 'expired', 'finished'];
  if (!payable.includes(offer.status)) throw new AppError('CONFLICT', 'payments.offerNotPayable');

  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.tenantId, tenant.id), eq(plans.key, input.offer_type), eq(plans.isActive, true)));
  if (!plan) throw bad('offer_type', 'payments.unknownPlan');

  const [company] = await db
    .select({ billing: companies.billingData })
    .from(companies)
    .where(eq(companies.id, companyId));
  const invoice = {} as InvoiceData;
  const missing: string[] = [];
  for (const [key, field] of Object.entries(INVOICE_FIELDS) as [keyof InvoiceData, keyof PaymentRequest][]) {
    const value = (input[field] as string | undefined) || company?.billing?.[key] || '';
    if (!value) missing.push(field);
    invoice[key] = value;
  }
  if (missing.length)
    throw new AppError('BAD_REQUEST', 'badRequest', {
      fields: missing.map((field) => ({ field, message: 'payments.invoiceFieldRequired' })),
    });
  if (isPoland(invoice.country) && !isValidNip(invoice.taxId)) throw bad('invoice_tax_id', 'payments.invalidNip');

  const key = idempotencyKey ? `${companyId}:${idempotencyKey}` : `${companyId}:${offer.id}:${crypto.randomUUID()}`;
  const returnPath = safeNextPath(input.return_url, paths.employerBilling());
  const providerName = activeProviderName();
  const inserted = await db
    .insert(payments)
    .values({
      tenantId: tenant.id,
      offerId: offer.id,
      companyId,
      userId: caller.userId,
      planId: plan.id,
      planKey: plan.key,
      status: 'pending',
      isExtension: input.extend,
      netAmount: plan.netPrice,
      grossAmount: plan.grossPrice,
      currency: plan.currency,
      invoice,
      newsletter: input.newsletter,
      acceptedRegulations: true,
      returnUrl: returnPath,
      provider: providerName,
      idempotencyKey: key,
      locale: caller.locale,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  const payment = inserted[0];
  if (!payment) return answerExisting(db, caller, key);

  const returnUrl = boardUrl(tenant, caller.locale, paths.employerPaymentReturn(payment.id));
  if (payment.grossAmount === 0) {
    // Nothing to collect: settled at once, through the same fulfilment (no invoice for zero).
    await settlePayment(db, providerName, {
      eventId: `free:${payment.id}`,
      sessionId: sessionIdOf(payment.id),
      status: 'paid',
      amount: 0,
      currency: payment.currency,
      payload: { source: 'zero price' },
    });
    await db.update(payments).set({ redirectUrl: returnUrl }).where(eq(payments.id, payment.id));
    return { paymentId: payment.id, paymentRequestUrl: returnUrl };
  }

  const [payer] = caller.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId))
    : [];
  const planName = plan.names[caller.locale] || plan.key;
  try {
    const created = await providerByName(providerName).createPayment(db, {
      paymentId: payment.id,
      sessionId: sessionIdOf(payment.id),
      amount: toMinor(payment.grossAmount),
      currency: payment.currency,
      description: `${tenant.config.brand.name}: ${planName} – ${offer.title}`.slice(0, 200),
      email: payer?.email ?? '',
      locale: caller.locale,
      returnUrl,
      notifyUrl: `${boardOrigin(tenant.slug)}/api/v1/payments/notifications/${providerName}`,
    });
    await db
      .update(payments)
      .set({ providerRef: created.providerRef, redirectUrl: created.redirectUrl, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return { paymentId: payment.id, paymentRequestUrl: created.redirectUrl };
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id, provider: providerName }, 'payment provider refused the order');
    await db.update(payments).set({ status: 'error', updatedAt: new Date() }).where(eq(payments.id, payment.id));
    throw new AppError('CONFLICT', 'payments.providerUnavailable');
  }
}

/** The answer of a repeated request: the first attempt's URL once its provider has answered. */
async function answerExisting(db: Db, caller: PaymentCaller, key: string) {
  for (let i = 0; i < 40; i++) {
    const [existing] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
    if (!existing || existing.companyId !== caller.companyId) throw new AppError('CONFLICT', 'payments.keyReused');
    if (existing.redirectUrl) return { paymentId: existing.id, paymentRequestUrl: existing.redirectUrl };
    if (existing.status === 'error') throw new AppError('CONFLICT', 'payments.providerUnavailable');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new AppError('CONFLICT', 'payments.inProgress');
}
