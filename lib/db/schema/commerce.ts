import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId, updatedAt, type Localized } from './columns';
import { companies } from './companies';
import { offers, type OfferLimits } from './offers';

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
    validUntil: at('valid_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_tenant_code_uq').on(t.tenantId, t.code)],
);

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
    planKey: text('plan_key').notNull(),
    status: text('status', { enum: ['pending', 'started', 'paid', 'ok', 'failed', 'error'] }).notNull(),
    isExtension: boolean('is_extension').notNull().default(false),
    netAmount: money('net_amount').notNull(),
    grossAmount: money('gross_amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    invoice: jsonb('invoice').$type<InvoiceData>().notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    acceptedRegulations: boolean('accepted_regulations').notNull(),
    returnUrl: text('return_url').notNull(),
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_offer_idx').on(t.offerId)],
);
