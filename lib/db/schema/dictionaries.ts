import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt, type Localized } from './columns';

/** Categories per tenant as a nested set (lft/rgt/depth) with a parent link. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    lft: integer('lft').notNull(),
    rgt: integer('rgt').notNull(),
    depth: integer('depth').notNull(),
    /** Stable key (also the `value` counts are keyed by). */
    key: text('key').notNull(),
    seoSlug: text('seo_slug').notNull(),
    labels: jsonb('labels').$type<Localized>().notNull(),
    iconColorLight: text('icon_color_light').notNull(),
    iconColorDark: text('icon_color_dark').notNull(),
    redirectTo: text('redirect_to'),
    isStatic: boolean('is_static').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    ordinal: integer('ordinal').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_tenant_slug_uq').on(t.tenantId, t.seoSlug),
    uniqueIndex('categories_tenant_key_uq').on(t.tenantId, t.key),
    index('categories_tenant_lft_idx').on(t.tenantId, t.lft),
  ],
);

/**
 * Polish cities with coordinates; `group` puts the largest in the top group of the location picker. The
 * board's own dictionary, plus each gazetteer locality (`geoname_id`) that an offer has been published in.
 */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    /** The name in both languages; `locative`: "in <city>" in Polish, the preposition with the locative ("we Wrocławiu"). */
    labels: jsonb('labels').$type<Localized & { locative?: string }>().notNull(),
    group: text('group', { enum: ['top', 'list'] }).notNull(),
    voivodeship: text('voivodeship').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    countryCode: text('country_code').notNull().default('PL'),
    /** The GeoNames locality this row was added for (lib/geo/gazetteer.ts); null for the dictionary's own. */
    geonameId: integer('geoname_id').unique('cities_geoname_id_unique'),
  },
  (t) => [index('cities_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)],
);

export const skills = pgTable(
  'skills',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** Lower-cased, unaccented name for search and de-duplication. */
    normalizedName: text('normalized_name').notNull().unique(),
    isSuggested: boolean('is_suggested').notNull().default(false),
  },
  (t) => [index('skills_name_trgm_idx').using('gin', t.normalizedName.op('gin_trgm_ops'))],
);

/** How many PLN one unit of a currency is worth on a day. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: id(),
    currency: text('currency', { enum: ['PLN', 'EUR', 'USD', 'GBP', 'CHF'] }).notNull(),
    rateToPln: numeric('rate_to_pln', { precision: 12, scale: 6, mode: 'number' }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('currency_rates_currency_day_uq').on(t.currency, t.asOf)],
);

/** Terms, privacy and other legal files per tenant, section and language. */
export const termsFiles = pgTable(
  'terms_files',
  {
    id: id(),
    tenantId: tenantId(),
    section: text('section', {
      enum: ['clientsTerms', 'usersTerms', 'privacyPolicy', 'informationClause', 'whistleblowerReport'],
    }).notNull(),
    locale: text('locale', { enum: ['pl', 'en'] }).notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('terms_files_tenant_idx').on(t.tenantId, t.section, t.locale)],
);
