import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId, updatedAt, type Localized } from './columns';
import { companies } from './companies';
import { offers, type OfferLimits } from './offers';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Paid publication plans per board, with the limits they give an offer. */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    netPrice: money('net_price').notNull(),
    grossPrice: money('gross_price').notNull(),
    taxRate: money('tax_rate').notNull(),
    oldNetPrice: money('old_net_price'),
    oldGrossPrice: money('old_gross_price'),
    currency: text('currency').notNull().default('PLN'),
    features: jsonb('features').$type<{ pl: string[]; en: string[] }>().notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    promotionDeadline: at('promotion_deadline'),
    tags: text('tags').array().notNull().default([]),
    hasGraphics: boolean('has_graphics').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ordinal: integer('ordinal').notNull().default(0),
    limits: jsonb('limits').$type<OfferLimits>().notNull(),
  },
  (t) => [uniqueIndex('plans_tenant_key_uq').on(t.tenantId, t.key)],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    planKey: text('plan_key'),
    /** What the code does: publish for free, or extend an offer. */
    kind: text('kind', { enum: ['publish', 'extend'] }).notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Validity window; either end may be open. */
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_tenant_code_uq').on(t.tenantId, t.code)],
);

/** One use of a code on an offer; a code is used at most once per offer, `promo_codes.uses` counts these. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: id(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['publish', 'extend'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_code_redemptions_code_offer_uq').on(t.codeId, t.offerId),
    index('promo_code_redemptions_offer_idx').on(t.offerId),
  ],
);

/** `embedded`: the local provider that needs no network (features/payments, the default). */
export const PAYMENT_PROVIDERS = ['payu', 'przelewy24', 'stripe', 'embedded'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** `cancelled`: the payer cancelled at the provider, or the attempt was voided when its offer went back to a draft. */
export const PAYMENT_STATUSES = ['pending', 'started', 'paid', 'ok', 'failed', 'error', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface InvoiceData {
  street: string;
  number: string;
  city: string;
  country: string;
  companyName: string;
  postalCode: string;
  taxId: string;
}

export const payments = pgTable(
  'payments',
  {
    id: id(),
    tenantId: tenantId(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planKey: text('plan_key').notNull(),
    /** The plan's limits (duration, locations, bumps) when the payment was requested: what settlement grants. */
    limits: jsonb('limits').$type<OfferLimits>(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    isExtension: boolean('is_extension').notNull().default(false),
    netAmount: money('net_amount').notNull(),
    grossAmount: money('gross_amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    invoice: jsonb('invoice').$type<InvoiceData>().notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    acceptedRegulations: boolean('accepted_regulations').notNull(),
    returnUrl: text('return_url').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull().default('embedded'),
    providerRef: text('provider_ref'),
    /** Given by the caller of POST /v1/payments; a retry with the same key returns the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    paidAt: at('paid_at'),
    /** The language of the invoice and its e-mail (the payer's at the time of the request). */
    locale: text('locale', { enum: ['pl', 'en'] })
      .notNull()
      .default('pl'),
    refundedAt: at('refunded_at'),
    /** When the reconciliation job last asked the provider about this payment. */
    lastCheckedAt: at('last_checked_at'),
    /** Where the payer pays (the provider's page): a repeated request answers it again. */
    redirectUrl: text('redirect_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_offer_idx').on(t.offerId),
    index('payments_open_idx').on(t.status, t.createdAt),
    index('payments_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('payments_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
  ],
);

/** Notifications received from a payment provider; a repeated delivery of one event is ignored. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: id(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
    processedAt: at('processed_at'),
  },
  (t) => [uniqueIndex('payment_provider_events_uq').on(t.provider, t.eventId)],
);

/** Invoices for paid payments, numbered per board and year (`FV/{year}/{sequence}`); a refund adds a correction. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: tenantId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['invoice', 'correction'] })
      .notNull()
      .default('invoice'),
    correctsInvoiceId: integer('corrects_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    locale: text('locale', { enum: ['pl', 'en'] })
      .notNull()
      .default('pl'),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    buyer: jsonb('buyer').$type<InvoiceData>().notNull(),
    netAmount: money('net_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    grossAmount: money('gross_amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    /** The rendered PDF in file storage. */
    storageKey: text('storage_key'),
    issuedAt: at('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_tenant_year_sequence_uq').on(t.tenantId, t.year, t.sequence),
    uniqueIndex('invoices_tenant_number_uq').on(t.tenantId, t.number),
    uniqueIndex('invoices_payment_kind_uq').on(t.paymentId, t.kind),
    index('invoices_company_idx').on(t.companyId, t.issuedAt),
  ],
);

/** The last invoice number given per board and year (one row lock serialises numbering). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    tenantId: tenantId(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_counters_pk', columns: [t.tenantId, t.year] })],
);

/**
 * The embedded provider's own side (what a real provider keeps on its servers): one transaction per
 * payment attempt, moved by the local payment page, queried by status checks and verify calls.
 */
export const embeddedPaymentTransactions = pgTable(
  'embedded_payment_transactions',
  {
    token: text('token').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** Our order id (the payment's idempotent reference), as Przelewy24's sessionId. */
    sessionId: text('session_id').notNull(),
    /** In minor units (grosze). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['new', 'pending', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('new'),
    /** The provider's order id, given when the buyer pays. */
    orderId: text('order_id'),
    verifiedAt: at('verified_at'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('embedded_payment_transactions_session_uq').on(t.sessionId)],
);

/** Notifications the embedded provider owes the app's webhook, sent by a worker with retries (an outbox). */
export const embeddedPaymentNotifications = pgTable(
  'embedded_payment_notifications',
  {
    id: id(),
    token: text('token')
      .notNull()
      .references(() => embeddedPaymentTransactions.token, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('embedded_payment_notifications_due_idx').on(t.status, t.nextAttemptAt)],
);
