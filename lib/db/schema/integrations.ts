import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId } from './columns';
import { companies } from './companies';
import { users } from './users';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../webhooks/event-types';

export {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '../../webhooks/event-types';

/**
 * A company's key for the integrations API (decision 0055). Only the SHA-256 of the secret is kept; the
 * secret is shown once, when the key is made. Bound to one board and one company; revoking is final.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The start of the secret (`wk_live_` and a few characters), shown so people can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret; what a request's bearer token is looked up by. */
    secretHash: text('secret_hash').notNull(),
    /** What the key may do (lib/auth/api-key-scopes.ts). */
    scopes: text('scopes').array().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Refreshed at most once a minute by the requests the key makes. */
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_uq').on(t.secretHash),
    index('api_keys_company_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`revoked_at IS NULL`),
  ],
);

/**
 * A company's webhook endpoint on one board (decision 0057). The signing secret is kept encrypted with a key
 * derived from the application secret (it must be read back to sign); it is shown once, when the endpoint is
 * made. An endpoint failing for a day is paused (`pausedAt`) until someone resumes it.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<WebhookEventType[]>(),
    /** AES-256-GCM of the signing secret (`whsec_…`): iv.tag.ciphertext, base64url. */
    secretSealed: text('secret_sealed').notNull(),
    /** The start of the secret, shown so people can tell endpoints' secrets apart. */
    secretPrefix: text('secret_prefix').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Since when every attempt has failed (null after any success). */
    failingSince: at('failing_since'),
    pausedAt: at('paused_at'),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId, t.tenantId)],
);

/**
 * One event for one endpoint: the outbox row written in the transaction of the change it tells about, then
 * the sender's record of trying it. Deliveries with one `orderingKey` (an application, an offer) reach an
 * endpoint in id order: a later one waits while an earlier one is still queued.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id (`evt_…`), the same in every delivery and resend of it. */
    eventId: text('event_id').notNull(),
    type: text('type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    /** e.g. `application:12`: what the per-subject order is kept for. */
    orderingKey: text('ordering_key').notNull(),
    /** The event's `data`, as written when it happened (a CV link is added at each attempt). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The application's attachment, sent as a fresh signed link at each attempt. */
    cvAttachmentId: integer('cv_attachment_id'),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: at('last_attempt_at'),
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    lastDurationMs: integer('last_duration_ms'),
    deliveredAt: at('delivered_at'),
    /** A manual resend: the delivery it repeats. */
    resendOf: integer('resend_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.orderingKey, t.id)
      .where(sql`status = 'queued'`),
    index('webhook_deliveries_company_idx').on(t.companyId, t.id),
  ],
);
