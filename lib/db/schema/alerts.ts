import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, tenantId, updatedAt } from './columns';
import { offers } from './offers';
import { guests, users } from './users';

/** A saved search, owned by a candidate or by a guest (exactly one of them). */
export const jobFilters = pgTable(
  'job_filters',
  {
    id: id(),
    tenantId: tenantId(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Canonical list URL (the filter codec's serialisation). */
    searchUrl: text('search_url').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** The filters that decide matching (sort left out), canonical: equal searches share it. */
    filterKey: text('filter_key').notNull().default(''),
    lastReadAt: at('last_read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_filters_user_idx').on(t.userId),
    index('job_filters_guest_idx').on(t.guestId),
    index('job_filters_tenant_key_idx').on(t.tenantId, t.filterKey),
    check('job_filters_owner_ck', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
  ],
);

export const ALERT_FREQUENCIES = ['daily', 'twiceAWeek', 'weekly'] as const;

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    jobFilterId: integer('job_filter_id')
      .notNull()
      .references(() => jobFilters.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'active', 'inactive'] }).notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('twiceAWeek'),
    /** SHA-256 (hex) of the secret in the e-mailed activation and unsubscribe links. */
    code: text('code').notNull(),
    /** Secret of the unsubscribe links in every alert e-mail (compared in constant time). */
    unsubscribeCode: text('unsubscribe_code').notNull().default(''),
    /** Language and public origin of the board the alert was set up on (for its e-mails). */
    locale: text('locale', { enum: ['pl', 'en'] })
      .notNull()
      .default('pl'),
    origin: text('origin'),
    activatedAt: at('activated_at'),
    lastDeliveredAt: at('last_delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('job_alerts_filter_uq').on(t.jobFilterId), index('job_alerts_due_idx').on(t.status, t.frequency)],
);

/** Offers already sent by an alert: an offer is never sent twice. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    jobAlertId: integer('job_alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobAlertId, t.offerId] })],
);
