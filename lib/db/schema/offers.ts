import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
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

const offerRef = () =>
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

export const OFFER_DRAFT_STATES = ['workInProgress', 'summarised', 'converted'] as const;
export const OFFER_FORM_MODES = ['create', 'edit', 'duplicate', 'refresh', 'extend'] as const;

/**
 * An offer being written in the form: partial content (the form's server shape, loosely
 * validated) saved as the employer goes. `POST /v1/offers/initiate` creates one with a slug and an
 * access token (only its hash is stored); publishing turns it into an `offers` row (`offer_id`).
 * Edit, duplicate, refresh and extend start from an existing offer (`source_offer_id`).
 */
/** A draft's last explicitly saved state (`offer_drafts.saved`). */
export interface SavedDraft {
  content: Record<string, unknown>;
  planKey: string;
  state: (typeof OFFER_DRAFT_STATES)[number];
}

export const offerDrafts = pgTable(
  'offer_drafts',
  {
    id: id(),
    tenantId: tenantId(),
    /** Owner; null while an anonymous employer holds only the token. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: text('created_by'),
    slug: text('slug').notNull(),
    planKey: text('plan_key').notNull().default('pro'),
    mode: text('mode', { enum: OFFER_FORM_MODES }).notNull().default('create'),
    state: text('state', { enum: OFFER_DRAFT_STATES }).notNull().default('workInProgress'),
    /** The form's server shape, possibly incomplete. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The draft as last saved on purpose (not by the autosave): "exit without saving" brings it back to this.
     * Null while the draft holds no saved work (a new ad's draft written only by the autosave, a duplicate).
     */
    saved: jsonb('saved').$type<SavedDraft | null>(),
    /** SHA-256 of the `?token` that opens the draft without a session. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: at('token_expires_at'),
    sourceOfferId: integer('source_offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The offer this draft became (or updates). */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /**
     * An integrator's own id for the offer (the posting API's idempotency key, decision 0056): set on the
     * draft the API creates, unique per company and board.
     */
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offer_drafts_tenant_slug_uq').on(t.tenantId, t.slug),
    uniqueIndex('offer_drafts_token_hash_uq').on(t.tokenHash),
    index('offer_drafts_company_idx').on(t.companyId, t.updatedAt),
    uniqueIndex('offer_drafts_external_id_uq')
      .on(t.tenantId, t.companyId, t.externalId)
      .where(sql`external_id IS NOT NULL`),
  ],
);

/**
 * What employers see in the panel's statistics: one row per offer and day (UTC). List impressions and
 * apply clicks are added by the batched counters (lib/offer-stats/recorder.ts); detail views, unique
 * visitors, applications and redirects are recomputed from their tables by the statistics job.
 */
export const offerStatsDaily = pgTable(
  'offer_stats_daily',
  {
    offerId: offerRef(),
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    listImpressions: integer('list_impressions').notNull().default(0),
    detailViews: integer('detail_views').notNull().default(0),
    uniqueVisitors: integer('unique_visitors').notNull().default(0),
    applyClicks: integer('apply_clicks').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    redirects: integer('redirects').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day] }), index('offer_stats_daily_tenant_idx').on(t.tenantId, t.day)],
);

/** Type-ahead suggestions per board: job titles, companies and skills of listed offers, with their counts. */
export const offerSuggestions = pgTable(
  'offer_suggestions',
  {
    id: id(),
    tenantId: tenantId(),
    variant: text('variant', { enum: ['titles', 'companies', 'skills'] }).notNull(),
    title: text('title').notNull(),
    /** Lower-case, unaccented title (one entry per spelling); matching analyses the title itself. */
    normalized: text('normalized').notNull(),
    offersCount: integer('offers_count').notNull(),
  },
  (t) => [uniqueIndex('offer_suggestions_uq').on(t.tenantId, t.variant, t.normalized)],
);

/**
 * The search table: one narrow row per (board, listable offer) with every column a filter, a
 * sort, a count or the map reads, so list queries never touch the wide offers rows nor join the
 * boards. Written only by `syncOfferListings` (features/offers/server/listing-sync.ts) whenever
 * an offer is published, changed, moved between boards or withdrawn; expiry is a filter on
 * `expires_at`, so an expired row simply stops matching.
 */
export const offerListings = pgTable(
  'offer_listings',
  {
    /** The board the offer is shown on. */
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: offerRef(),
    expiresAt: at('expires_at').notNull(),
    refreshedAt: at('refreshed_at').notNull(),
    publishedAt: at('published_at').notNull(),
    mainCategoryId: integer('main_category_id'),
    categoryId: integer('category_id'),
    /** Lower-cased, unaccented title, company name and title + company + skills (no longer read). */
    titleFolded: text('title_folded').notNull(),
    companyFolded: text('company_folded').notNull(),
    searchText: text('search_text').notNull(),
    /** The offer's search terms as lexemes: what keywords, titles and companies match, and where (tags). */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    skillIds: integer('skill_ids').array().notNull(),
    cityIds: integer('city_ids').array().notNull(),
    employmentTypes: text('employment_types').array().notNull(),
    seniority: text('seniority', { enum: SENIORITIES }).notNull(),
    workplaceType: text('workplace_type', { enum: WORKPLACE_TYPES }).notNull(),
    workingTime: text('working_time', { enum: WORKING_TIMES }).notNull(),
    openToHireUkrainians: boolean('open_to_hire_ukrainians').notNull(),
    hasSalary: boolean('has_salary').notNull(),
    salaryPlnMin: doublePrecision('salary_pln_min'),
    salaryPlnMax: doublePrecision('salary_pln_max'),
    salaryEurMin: doublePrecision('salary_eur_min'),
    salaryEurMax: doublePrecision('salary_eur_max'),
    salaryUsdMin: doublePrecision('salary_usd_min'),
    salaryUsdMax: doublePrecision('salary_usd_max'),
    salaryGbpMin: doublePrecision('salary_gbp_min'),
    salaryGbpMax: doublePrecision('salary_gbp_max'),
    salaryChfMin: doublePrecision('salary_chf_min'),
    salaryChfMax: doublePrecision('salary_chf_max'),
    /** Main location, for the map. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.offerId] }),
    index('offer_listings_offer_idx').on(t.offerId),
    index('offer_listings_published_idx').on(t.tenantId, t.refreshedAt.desc(), t.offerId.desc()),
    index('offer_listings_newest_idx').on(t.tenantId, t.publishedAt.desc(), t.offerId.desc()),
    index('offer_listings_category_idx').on(t.tenantId, t.mainCategoryId, t.refreshedAt.desc(), t.offerId.desc()),
    index('offer_listings_skill_ids_idx').using('gin', t.skillIds),
    index('offer_listings_city_ids_idx').using('gin', t.cityIds),
    index('offer_listings_search_vector_idx').using('gin', t.searchVector),
  ],
);
