import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { offers } from './offers';
import { users } from './users';

/** Candidate–employer chat. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    tenantId: tenantId(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversations_candidate_idx').on(t.candidateId),
    index('conversations_company_idx').on(t.companyId),
    uniqueIndex('conversations_candidate_company_offer_uq').on(t.candidateId, t.companyId, t.offerId),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: at('read_at'),
    /** When the recipient was e-mailed about this message while it was unread (once). */
    notifiedAt: at('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conv_idx').on(t.conversationId, t.createdAt),
    index('conversation_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL AND ${t.notifiedAt} IS NULL`),
  ],
);

export const chatInvitations = pgTable(
  'chat_invitations',
  {
    id: id(),
    tenantId: tenantId(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerUserId: text('employer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['received', 'accepted', 'declined'] })
      .notNull()
      .default('received'),
    /** The inviting company (the employer user may belong to several). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    sentAt: createdAt(),
    respondedAt: at('responded_at'),
  },
  (t) => [
    index('chat_invitations_candidate_idx').on(t.candidateId),
    uniqueIndex('chat_invitations_once_uq').on(t.candidateId, t.companyId, t.offerId),
  ],
);

/** Employer AI assistant: one session per employer and offer draft. */
export const assistantSessions = pgTable(
  'assistant_sessions',
  {
    id: id(),
    tenantId: tenantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assistant_sessions_user_idx').on(t.userId)],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => assistantSessions.id, { onDelete: 'cascade' }),
    isUser: boolean('is_user').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_session_idx').on(t.sessionId, t.createdAt)],
);

export const assistantProposals = pgTable('assistant_proposals', {
  id: id(),
  messageId: integer('message_id')
    .notNull()
    .references(() => assistantMessages.id, { onDelete: 'cascade' }),
  proposal: jsonb('proposal').$type<Record<string, unknown>>().notNull(),
  decision: text('decision', { enum: ['pending', 'applied', 'declined'] })
    .notNull()
    .default('pending'),
  createdAt: createdAt(),
});

export const assistantRatings = pgTable(
  'assistant_ratings',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('assistant_ratings_message_uq').on(t.messageId)],
);
