import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId } from './columns';
import { companies } from './companies';
import { users } from './users';

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
