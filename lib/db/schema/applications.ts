import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId } from './columns';
import { offers } from './offers';
import { users } from './users';

/** Where an application stands in the employer's pipeline; every change is kept in the history. */
export const APPLICATION_STATUSES = ['new', 'seen', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const offerRef = () =>
  integer('offer_id')
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' });

export const applications = pgTable(
  'applications',
  {
    id: id(),
    tenantId: tenantId(),
    offerId: offerRef(),
    candidateId: text('candidate_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    source: text('source', { enum: ['apply_form', '1_click_apply'] }).notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    futureConsentAccepted: boolean('future_consent_accepted').notNull().default(false),
    customConsentAccepted: boolean('custom_consent_accepted').notNull().default(false),
    marketingConsentAccepted: boolean('marketing_consent_accepted'),
    /** Personal data is removed after this moment (retention clock). */
    retentionUntil: at('retention_until').notNull(),
    isConfirmed: boolean('is_confirmed').notNull().default(true),
    /** The employer's private notes and rating (1–5). */
    notes: text('notes'),
    rating: integer('rating'),
    statusChangedAt: at('status_changed_at'),
    /** The first move past new/seen: the company's answer (response-time badge, anti-ghosting job). */
    answeredAt: at('answered_at'),
    /** When the anti-ghosting job sent the candidate its one status update. */
    statusUpdateSentAt: at('status_update_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_offer_idx').on(t.offerId, t.createdAt),
    index('applications_candidate_idx').on(t.candidateId),
    // The daily statistics count a day's applications across offers.
    index('applications_created_idx').on(t.createdAt),
    // The employer's search (name, e-mail, message), see applications-queries.ts.
    index('applications_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.message}, ''))) gin_trgm_ops`,
    ),
    index('applications_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null and ${t.statusUpdateSentAt} is null`),
  ],
);

export const applicationAttachments = pgTable(
  'application_attachments',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_attachments_application_idx').on(t.applicationId)],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    previousStatus: text('previous_status', { enum: APPLICATION_STATUSES }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    changedBy: text('changed_by'),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_history_app_idx').on(t.applicationId)],
);

/** Clicks on an external apply URL (track-redirects), optionally confirmed as an application. */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    tenantId: tenantId(),
    offerId: offerRef(),
    candidateId: text('candidate_id').references(() => users.id, { onDelete: 'set null' }),
    isConfirmed: boolean('is_confirmed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('redirects_offer_idx').on(t.offerId),
    index('redirects_candidate_idx').on(t.candidateId),
    index('redirects_created_idx').on(t.createdAt),
  ],
);

export const offerViews = pgTable(
  'offer_views',
  {
    id: id(),
    tenantId: tenantId(),
    offerId: offerRef(),
    visitedAt: at('visited_at').notNull(),
    /**
     * Who viewed, without a cookie: a keyed hash of the address, the browser and the day (so the same
     * person is one unique visitor per day and cannot be followed across days); '' when unknown.
     */
    visitor: text('visitor').notNull().default(''),
  },
  (t) => [index('offer_views_offer_idx').on(t.offerId, t.visitedAt), index('offer_views_visited_idx').on(t.visitedAt)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: offerRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);
