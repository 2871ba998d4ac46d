import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { offers } from './offers';

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
