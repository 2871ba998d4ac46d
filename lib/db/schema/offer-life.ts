import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { offers } from './offers';
import { users } from './users';

/**
 * "Your offer ends soon" e-mails sent: one row per offer and end date, so each end is announced
 * once however often (or on however many instances) the reminder job runs, and an extended offer
 * (a new end date) is reminded again.
 */
export const offerExpiryReminders = pgTable(
  'offer_expiry_reminders',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.expiresAt] })],
);

/**
 * The recruiters an offer is assigned to. When the company limits recruiters to their offers
 * (companies.recruiters_assigned_only), a recruiter reaches an offer and its applications only through a row
 * here; the recruiter who creates an offer is assigned to it.
 */
export const offerAssignees = pgTable(
  'offer_assignees',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.userId] }), index('offer_assignees_user_idx').on(t.userId, t.offerId)],
);
