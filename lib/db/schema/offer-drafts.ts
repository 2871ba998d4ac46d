import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { offers } from './offers';

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
