import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { checkTaxId } from '@/features/employer-company/validation';
import { companyOffers, limitedToAssigned, type MemberScope } from '@/lib/auth/employer-scope';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { announceOfferBoards } from '@/features/offers/server/public';
import type { Db, DbOrTx, Tx } from '@/lib/db/client';
import { companies, offers, payments, plans, users, type InvoiceData } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { boardOrigin } from '@/lib/http/origin';
import { logger } from '@/lib/log';
import { localizedPath, paths } from '@/lib/paths';
import { safeNextPath } from '@/lib/safe-next-path';
import { invoiceIssues, normalisedInvoice, type PaymentInvoiceField } from '../invoice-check';
import type { PaymentRequest } from '../schemas';
import { checkPaymentWithProvider } from './check';
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
} as const satisfies Record<keyof InvoiceData, PaymentInvoiceField>;

/** A Polish NIP (a `PL` prefix, spaces and hyphens allowed): the company rules' checksum. */
export function isValidNip(value: string): boolean {
  return checkTaxId(value, 'PL').ok;
}

export interface PaymentCaller {
  tenant: Tenant;
  companyId: number;
  /** Null when paid through the offer's token (the one-click extend link). */
  userId: string | null;
  locale: 'pl' | 'en';
  /** The member asking (absent for a token): an offer outside `companyOffers(member)` is not found. */
  member?: MemberScope;
}

/**
 * A payment for a draft that may not be an offer yet (the payment step): the draft's plan and mode decide
 * what is charged, and `convert` makes the draft the offer waiting for payment (the offer form's
 * `draftForPayment`), called once the whole request is valid, in the transaction that writes the payment.
 */
export interface DraftToPay {
  mode: string;
  planKey: string;
  /** The offer the draft became, edits or extends (null while a new ad is still only a draft). */
  offerId: number | null;
  /** The offer to pay for, and the boards to announce once the transaction committed. */
  convert: (tx: Tx) => Promise<{ offerId: number; boards: number[] }>;
}

/** The absolute URL of a panel path on the board (links we hand to providers and mails). */
export function boardUrl(tenant: Tenant, locale: 'pl' | 'en', path: string) {
  return `${boardOrigin(tenant.slug)}${localizedPath(locale, path)}`;
}

type PaymentRow = typeof payments.$inferSelect;
const OPEN: PaymentRow['status'][] = ['pending', 'started'];
/** An open attempt whose provider never answered (a crash between the row and the provider call). */
const ABANDONED_MS = 60_000;

const bad = (field: string, message: string) =>
  new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field, message }] });

/** The invoice data of the request (left-out fields from the company's billing data), checked in full. */
async function invoiceOf(db: Db, companyId: number, input: PaymentRequest): Promise<InvoiceData> {
  const [company] = await db
    .select({ billing: companies.billingData })
    .from(companies)
    .where(eq(companies.id, companyId));
  const raw = Object.fromEntries(
    (Object.entries(INVOICE_FIELDS) as [keyof InvoiceData, PaymentInvoiceField][]).map(([key, field]) => [
      field,
      (input[field] as string | undefined) || company?.billing?.[key] || '',
    ]),
  ) as Record<PaymentInvoiceField, string>;
  const issues = invoiceIssues(raw);
  if (issues.length)
    throw new AppError('BAD_REQUEST', 'badRequest', {
      fields: issues.map(({ field, issue }) => ({ field, message: issue })),
    });
  const clean = normalisedInvoice(raw);
  return Object.fromEntries(
    (Object.entries(INVOICE_FIELDS) as [keyof InvoiceData, PaymentInvoiceField][]).map(([key, field]) => [
      key,
      clean[field],
    ]),
  ) as unknown as InvoiceData;
}

/**
 * POST /v1/payments: one payment attempt for an offer of the caller's company (publish or extend), priced
 * from the plan the offer (or the draft) carries — a request naming another plan is refused with 409, an
 * extension is charged the offer's own plan. Everything is checked (regulations, plan, invoice data with
 * the company's billing rules) before a draft is converted or a payment written. An open attempt of the
 * same offer, plan and kind is answered again (its invoice data updated) rather than a second one made;
 * the idempotency key still makes a double click one payment. A zero-price order is settled here.
 */
export async function requestPayment(
  db: Db,
  caller: PaymentCaller,
  input: PaymentRequest,
  idempotencyKey: string | null,
  draft: DraftToPay | null = null,
): Promise<{ paymentId: number; paymentRequestUrl: string; reused: boolean }> {
  const { tenant, companyId } = caller;
  if (!input.accepted_regulations) throw bad('accepted_regulations', 'payments.regulationsRequired');

  // What is paid for: the draft's offer (once it has one) or the named offer.
  if (draft?.mode === 'edit') throw new AppError('CONFLICT', 'payments.offerNotPayable');
  const extend = draft ? draft.mode === 'extend' : input.extend;
  const offerId = draft ? draft.offerId : (input.offer_id ?? null);
  if (draft && draft.offerId !== null && input.offer_id !== undefined && input.offer_id !== draft.offerId)
    throw new AppError('FORBIDDEN', 'payments.notYourOffer');
  if (offerId === null && (!draft || extend)) throw new AppError('NOT_FOUND', 'notFound');
  let planKey = draft?.planKey ?? null;
  const known = offerId === null ? null : await offerOf(db, tenant.id, companyId, offerId, caller.member);
  // An extension is charged the plan the offer runs on; a new ad (or a refresh) the plan it carries.
  if (known && (extend || !draft)) planKey = known.planKey;
  if (input.offer_type !== planKey)
    throw new AppError('CONFLICT', 'payments.planMismatch', {
      fields: [{ field: 'offer_type', message: 'payments.planMismatch' }],
    });
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.tenantId, tenant.id), eq(plans.key, planKey), eq(plans.isActive, true)));
  if (!plan) throw bad('offer_type', 'payments.unknownPlan');
  const invoice = await invoiceOf(db, companyId, input);

  const payable = extend ? ['published', 'expired'] : ['draft', 'pending_payment', 'expired', 'finished'];
  if (known) {
    if (!payable.includes(known.status)) throw new AppError('CONFLICT', 'payments.offerNotPayable');
    // Open attempts are first asked about (a lost redirect may already be paid, a cancel may be unreported).
    for (const open of await openPaymentsOf(db, known.id)) await checkPaymentWithProvider(db, open);
  }

  const returnPath = safeNextPath(input.return_url, paths.employerBilling());
  const providerName = activeProviderName();
  const decided = await db.transaction(async (tx) => {
    // Only now, with the whole request valid, does a new ad's draft become the offer waiting for payment: in
    // this transaction, so any refusal below (or a crash before the commit) leaves the draft as it was, and a
    // converted draft always has its payment row.
    const converted = known ? null : await draft!.convert(tx);
    const offer = known ?? (await offerOf(tx, tenant.id, companyId, converted!.offerId, caller.member));
    const offerId = offer.id;
    const boards = converted?.boards ?? [];
    const key = idempotencyKey ? `${companyId}:${idempotencyKey}` : `${companyId}:${offerId}:${crypto.randomUUID()}`;
    // The offer's row lock serialises attempts for one offer: two requests never make two open payments.
    const [locked] = await tx
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.id, offerId))
      .for('update');
    if (!locked || !payable.includes(locked.status)) throw new AppError('CONFLICT', 'payments.offerNotPayable');
    const [byKey] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.idempotencyKey, key));
    if (byKey) return { kind: 'key' as const, key, boards };
    const now = new Date();
    const open = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.offerId, offerId), inArray(payments.status, OPEN)))
      .orderBy(desc(payments.id));
    for (const p of open) {
      if (!p.redirectUrl && +now - +p.createdAt > ABANDONED_MS) {
        await tx.update(payments).set({ status: 'error', updatedAt: now }).where(eq(payments.id, p.id));
        continue;
      }
      if (p.planKey === plan.key && p.isExtension === extend && p.provider === providerName) {
        await tx
          .update(payments)
          .set({
            invoice,
            newsletter: input.newsletter,
            returnUrl: returnPath,
            userId: caller.userId ?? p.userId,
            updatedAt: now,
          })
          .where(eq(payments.id, p.id));
        return { kind: 'reuse' as const, id: p.id, boards };
      }
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        tenantId: tenant.id,
        offerId,
        companyId,
        userId: caller.userId,
        planId: plan.id,
        planKey: plan.key,
        limits: plan.limits,
        status: 'pending',
        isExtension: extend,
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
      .returning();
    return { kind: 'new' as const, payment: payment!, offer, boards };
  });
  if (decided.boards.length) await announceOfferBoards(decided.boards);
  if (decided.kind === 'key')
    return { ...(await answerExisting(db, caller, eq(payments.idempotencyKey, decided.key))), reused: true };
  if (decided.kind === 'reuse')
    return { ...(await answerExisting(db, caller, eq(payments.id, decided.id))), reused: true };
  const { payment, offer } = decided;

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
    return { paymentId: payment.id, paymentRequestUrl: returnUrl, reused: false };
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
    return { paymentId: payment.id, paymentRequestUrl: created.redirectUrl, reused: false };
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id, provider: providerName }, 'payment provider refused the order');
    await db.update(payments).set({ status: 'error', updatedAt: new Date() }).where(eq(payments.id, payment.id));
    throw new AppError('CONFLICT', 'payments.providerUnavailable');
  }
}

/**
 * The offer paid for, on the board. A member's offer must be one of `companyOffers(member)`: another company's
 * is refused (403 `notYourOffer`, as for a token), and one of the company's out of a limited recruiter's reach
 * does not exist for them (404).
 */
async function offerOf(db: DbOrTx, tenantId: number, companyId: number, offerId: number, member?: MemberScope) {
  const [offer] = await db
    .select({
      id: offers.id,
      companyId: offers.companyId,
      status: offers.status,
      title: offers.title,
      planKey: offers.planKey,
      inScope: member ? sql<boolean>`${companyOffers(member)}` : sql<boolean>`true`,
    })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.tenantId, tenantId)));
  if (!offer || offer.status === 'deleted') throw new AppError('NOT_FOUND', 'notFound');
  if (offer.companyId !== companyId) {
    // A limited recruiter learns nothing about offers they do not work on (decision 0031).
    if (member && (await limitedToAssigned(db, member))) throw new AppError('NOT_FOUND', 'notFound');
    throw new AppError('FORBIDDEN', 'payments.notYourOffer');
  }
  if (!offer.inScope) throw new AppError('NOT_FOUND', 'notFound');
  return offer;
}

/** The offer's attempts still waiting for the provider (newest first). */
export async function openPaymentsOf(db: DbOrTx, offerId: number) {
  return db
    .select({
      id: payments.id,
      provider: payments.provider,
      providerRef: payments.providerRef,
      status: payments.status,
      redirectUrl: payments.redirectUrl,
    })
    .from(payments)
    .where(and(eq(payments.offerId, offerId), inArray(payments.status, OPEN)))
    .orderBy(desc(payments.id));
}

/** The answer of a repeated request or a reused attempt: its URL once its provider has answered. */
async function answerExisting(db: Db, caller: PaymentCaller, which: SQL) {
  for (let i = 0; i < 40; i++) {
    const [existing] = await db.select().from(payments).where(which);
    if (!existing || existing.companyId !== caller.companyId) throw new AppError('CONFLICT', 'payments.keyReused');
    if (existing.redirectUrl) return { paymentId: existing.id, paymentRequestUrl: existing.redirectUrl };
    if (existing.status === 'error') throw new AppError('CONFLICT', 'payments.providerUnavailable');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new AppError('CONFLICT', 'payments.inProgress');
}
