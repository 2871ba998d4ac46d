import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id } from './columns';
import { companies } from './companies';
import { offers } from './offers';
import { tenants } from './tenants';

/** Every e-mail is written here first, then sent (with retries) when SMTP is configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Scheduled-job run slots: the unique (job, slot) row is claimed once however many instances run. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    slot: text('slot').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    instance: text('instance').notNull(),
    startedAt: createdAt(),
    finishedAt: at('finished_at'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
  },
  (t) => [uniqueIndex('job_runs_job_slot_uq').on(t.job, t.slot)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** The company whose data changed: owners read their company's log in the panel. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * What search engines are told about offer pages (Google's Indexing API): written from the offer revisions by
 * a job, sent by another with retries and within the daily quota; without credentials only recorded.
 */
export const indexingNotifications = pgTable(
  'indexing_notifications',
  {
    id: id(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    type: text('type', { enum: ['URL_UPDATED', 'URL_DELETED'] }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'recorded'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One queued notification per page: a newer change replaces the type of the one still waiting.
    uniqueIndex('indexing_notifications_queued_url_uq')
      .on(t.url)
      .where(sql`status = 'queued'`),
    index('indexing_notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('indexing_notifications_sent_idx').on(t.sentAt),
  ],
);

/** How far the indexing job has read the offer revisions (one row). */
export const indexingCursor = pgTable(
  'indexing_cursor',
  {
    id: integer('id').primaryKey().default(1),
    lastRevisionId: integer('last_revision_id').notNull(),
  },
  (t) => [check('indexing_cursor_one_row', sql`${t.id} = 1`)],
);
