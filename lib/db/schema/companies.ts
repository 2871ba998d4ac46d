import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId, updatedAt } from './columns';

import { COMPANY_SIZES } from '@/lib/company-rules';

export { COMPANY_SIZES };
export type CompanySize = (typeof COMPANY_SIZES)[number];

export interface BillingData {
  companyName: string;
  taxId: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

/** Texts the offer form pre-fills; a consent is offered to candidates only when enabled. */
export interface CompanyClauses {
  informationClause?: string;
  futureConsentEnabled?: boolean;
  /** May hold the `{company}` placeholder (features/employer-company/validation.ts). */
  futureConsent?: string;
  customConsentEnabled?: boolean;
  customConsent?: string;
}

export const companies = pgTable(
  'companies',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    slug: text('slug').notNull(),
    size: text('size', { enum: COMPANY_SIZES }).notNull(),
    websiteUrl: text('website_url').notNull(),
    /** Uploaded logo (storage key) or, for generated logos, null with colour and initials below. */
    logoKey: text('logo_key'),
    logoColor: text('logo_color').notNull(),
    logoInitials: text('logo_initials').notNull(),
    billingData: jsonb('billing_data').$type<BillingData>(),
    clauses: jsonb('clauses').$type<CompanyClauses>().notNull().default({}),
    /** Sign-up: when the regulations were accepted, and the newsletter choice. */
    regulationsAcceptedAt: at('regulations_accepted_at'),
    subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(false),
    /** The company's language (`pl`/`en`, from its sign-up): the e-mails about it are written in it. */
    locale: text('locale', { enum: ['pl', 'en'] })
      .notNull()
      .default('pl'),
    /** Recruiters see only the offers assigned to them (offer_assignees); owners and admins always see all. */
    recruitersAssignedOnly: boolean('recruiters_assigned_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_tenant_slug_uq').on(t.tenantId, t.slug)],
);

export const BRAND_STORY_TYPES = ['startup', 'software-house', 'e-commerce', 'corporation', 'agency', 'other'] as const;

export const brandStories = pgTable(
  'brand_stories',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type', { enum: BRAND_STORY_TYPES }).notNull(),
    logoUrl: text('logo_url'),
    coverPhotoUrl: text('cover_photo_url'),
    shortDescription: text('short_description').notNull(),
    /** Sanitised HTML of the story. */
    body: text('body').notNull(),
    /** Technologies shown on the story (skill names). */
    technologies: text('technologies').array().notNull().default([]),
    /** Photos of the story's gallery (URLs of our image route), in the order shown. */
    gallery: text('gallery').array().notNull().default([]),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brand_stories_tenant_slug_uq').on(t.tenantId, t.slug),
    index('brand_stories_company_idx').on(t.companyId),
  ],
);
