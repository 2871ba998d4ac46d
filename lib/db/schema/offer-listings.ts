import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SENIORITIES, WORKING_TIMES, WORKPLACE_TYPES } from '@/lib/offers/options';
import { at, id, tenantId } from './columns';
import { offerRef } from './offers';
import { tenants } from './tenants';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
