import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  SENIORITIES,
  WORKING_TIMES,
  WORKPLACE_TYPES,
} from '@/lib/offers/options';
import { at, createdAt, id, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { categories, cities, skills } from './dictionaries';
import { tenants } from './tenants';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Lifecycle of an offer; see docs/architecture.md, "Domain", for the transitions. */
export const OFFER_STATUSES = ['draft', 'pending_payment', 'published', 'expired', 'finished', 'deleted'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export interface OfferLimits {
  maxLocationsCount: number;
  bumpsUpCount: number;
  bumpsUpEveryDays: number;
  durationInDays: number;
  seniority: string[];
  categories: number;
  /** Sub-categories allowed, when the plan limits them separately. */
  subcategories?: number;
}

export const offers = pgTable(
  'offers',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planKey: text('plan_key').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull(),
    slug: text('slug').notNull(),
    guid: uuid('guid').notNull().unique(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    seniority: text('seniority', { enum: SENIORITIES }).notNull(),
    workplaceType: text('workplace_type', { enum: WORKPLACE_TYPES }).notNull(),
    workingTime: text('working_time', { enum: WORKING_TIMES }).notNull(),
    applyUrl: text('apply_url'),
    applyEmail: text('apply_email'),
    remoteInterview: boolean('remote_interview').notNull().default(false),
    openToHireUkrainians: boolean('open_to_hire_ukrainians').notNull().default(false),
    informationClause: text('information_clause').notNull(),
    futureConsent: jsonb('future_consent').$type<{ enabled: boolean; value: string }>().notNull(),
    customConsent: jsonb('custom_consent').$type<{ enabled: boolean; value: string }>().notNull(),
    /** Internal contact; never shown publicly. */
    contact: jsonb('contact').$type<{ name: string; email: string; phone?: string }>().notNull(),
    bannerUrl: text('banner_url'),
    videoUrl: text('video_url'),
    limits: jsonb('limits').$type<OfferLimits>().notNull(),
    /** Start of the current publication (a "publish again" moves it). */
    publishedAt: at('published_at'),
    /** First publication ever; kept across re-publications and bump-ups. */
    originalPublishedAt: at('original_published_at'),
    /** Publication date as candidates see it (moved forward by bump-ups); the "published" sort. */
    refreshedAt: at('refreshed_at'),
    expiresAt: at('expires_at'),
    finishedAt: at('finished_at'),
    deletedAt: at('deleted_at'),
    // Denormalised search columns (kept in sync by the offer service).
    categoryId: integer('category_id').references(() => categories.id),
    mainCategoryId: integer('main_category_id').references(() => categories.id),
    companyName: text('company_name').notNull(),
    skillIds: integer('skill_ids').array().notNull().default([]),
    cityIds: integer('city_ids').array().notNull().default([]),
    hasSalary: boolean('has_salary').notNull().default(false),
    salaryPlnMin: money('salary_pln_min'),
    salaryPlnMax: money('salary_pln_max'),
    salaryEurMin: money('salary_eur_min'),
    salaryEurMax: money('salary_eur_max'),
    salaryUsdMin: money('salary_usd_min'),
    salaryUsdMax: money('salary_usd_max'),
    salaryGbpMin: money('salary_gbp_min'),
    salaryGbpMax: money('salary_gbp_max'),
    salaryChfMin: money('salary_chf_min'),
    salaryChfMax: money('salary_chf_max'),
    /**
     * Lower-cased, unaccented title, company and skill names. No longer read (keywords match
     * `search_terms`); kept and written while instances of the previous release may run, with the
     * generated vector below.
     */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    /**
     * Whole search terms of the title, company, skills and description, tagged by field
     * (`features/offers/search-terms.ts`), computed by the offer writer; null until analysed.
     */
    searchTerms: text('search_terms').array(),
    /** The analysis that produced `search_terms` (SEARCH_TERMS_VERSION); older ones are analysed again. */
    searchTermsVersion: integer('search_terms_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_tenant_slug_uq').on(t.tenantId, t.slug),
    // Offer pages look offers up by slug on whichever board shows them.
    index('offers_slug_idx').on(t.slug),
    index('offers_list_idx').on(t.tenantId, t.status, t.refreshedAt.desc(), t.id.desc()),
    index('offers_newest_idx').on(t.tenantId, t.status, t.publishedAt.desc(), t.id.desc()),
    index('offers_category_idx').on(t.tenantId, t.categoryId),
    index('offers_main_category_idx').on(t.tenantId, t.mainCategoryId),
    index('offers_company_idx').on(t.companyId),
    index('offers_skill_ids_idx').using('gin', t.skillIds),
    index('offers_city_ids_idx').using('gin', t.cityIds),
    index('offers_search_terms_version_idx').on(t.searchTermsVersion),
    index('offers_salary_pln_idx').on(t.tenantId, t.salaryPlnMax),
    index('offers_expires_idx').on(t.status, t.expiresAt),
  ],
);

export const offerRef = () =>
  integer('offer_id')
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' });

/** Where an offer is; the first (is_main) is the main location. */
export const offerLocations = pgTable(
  'offer_locations',
  {
    id: id(),
    offerId: offerRef(),
    cityId: integer('city_id').references(() => cities.id),
    city: text('city').notNull(),
    street: text('street').notNull(),
    countryCode: text('country_code').notNull().default('PL'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (t) => [
    index('offer_locations_offer_idx').on(t.offerId),
    index('offer_locations_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** Contract and pay: the original salary, plus monthly amounts per currency for filters and sorting. */
export const offerEmploymentTypes = pgTable(
  'offer_employment_types',
  {
    id: id(),
    offerId: offerRef(),
    type: text('type', { enum: EMPLOYMENT_TYPES }).notNull(),
    currency: text('currency', { enum: SALARY_CURRENCIES }).notNull(),
    amountType: text('amount_type', { enum: ['gross', 'net'] }).notNull(),
    salaryFrom: money('salary_from'),
    salaryTo: money('salary_to'),
    unit: text('unit', { enum: SALARY_UNITS }).notNull().default('month'),
    ordinal: integer('ordinal').notNull().default(0),
    monthlyPlnFrom: money('monthly_pln_from'),
    monthlyPlnTo: money('monthly_pln_to'),
    monthlyEurFrom: money('monthly_eur_from'),
    monthlyEurTo: money('monthly_eur_to'),
    monthlyUsdFrom: money('monthly_usd_from'),
    monthlyUsdTo: money('monthly_usd_to'),
    monthlyGbpFrom: money('monthly_gbp_from'),
    monthlyGbpTo: money('monthly_gbp_to'),
    monthlyChfFrom: money('monthly_chf_from'),
    monthlyChfTo: money('monthly_chf_to'),
  },
  (t) => [index('offer_employment_types_offer_idx').on(t.offerId)],
);

export const offerSkills = pgTable(
  'offer_skills',
  {
    offerId: offerRef(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    required: boolean('required').notNull(),
    /** 1 (nice to know) … 5 (expert). */
    level: integer('level').notNull(),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.skillId] }), index('offer_skills_skill_idx').on(t.skillId)],
);

export const LANGUAGE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;

export const offerLanguages = pgTable(
  'offer_languages',
  {
    offerId: offerRef(),
    code: text('code').notNull(),
    level: text('level', { enum: LANGUAGE_LEVELS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.code] })],
);

/** Boards (tenants) an offer is shown on, its own included; the all-boards count counts these. */
export const offerBoards = pgTable(
  'offer_boards',
  {
    offerId: offerRef(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.tenantId] }), index('offer_boards_tenant_idx').on(t.tenantId)],
);

export const OFFER_REVISION_ACTIONS = [
  'create',
  'update',
  'publish',
  'refresh',
  'extend',
  'bump',
  'expire',
  'finish',
  'delete',
] as const;
export type OfferRevisionAction = (typeof OFFER_REVISION_ACTIONS)[number];

/** The offer's change history: one row per write, with the changed fields and their previous values. */
export const offerRevisions = pgTable(
  'offer_revisions',
  {
    id: id(),
    offerId: offerRef(),
    userId: text('user_id'),
    action: text('action', {
      enum: OFFER_REVISION_ACTIONS,
    }).notNull(),
    /** Changed fields with their previous values. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('offer_revisions_offer_idx').on(t.offerId, t.createdAt)],
);
