import 'server-only';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { conversationMessages, conversations, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { CHAT_HISTORY_PAGE, CHAT_MESSAGE_MAX, messageView, type ChatParty } from './chat-views';
import { conversationFor } from './conversations';

/** Sent by `sender` on its side: messages from the other side are the ones that count as unread. */
export const fromOtherSide = (side: 'candidate' | 'employer', candidateId: string) =>
  side === 'candidate'
    ? sql`(${conversationMessages.senderId} is distinct from ${candidateId})`
    : eq(conversationMessages.senderId, candidateId);

/** Stores a text message from one of the two parties. Text only: links are made clickable when shown. */
export async function sendChatMessage(db: Db, party: ChatParty, conversationId: number, raw: string) {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (!body) throw new AppError('BAD_REQUEST', 'chatMessageEmpty');
  if (body.length > CHAT_MESSAGE_MAX) throw new AppError('BAD_REQUEST', 'chatMessageTooLong');
  const conversation = await conversationFor(db, party, conversationId);
  const now = new Date();
  const [message] = await db
    .insert(conversationMessages)
    .values({ conversationId, senderId: party.userId, body, createdAt: now })
    .returning();
  await db.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, conversationId));
  return { conversation, message: message! };
}

/** A page of a conversation's messages, oldest first (`before`: the oldest id already shown). */
export async function chatHistory(db: Db, party: ChatParty, conversationId: number, before?: number) {
  await conversationFor(db, party, conversationId);
  const rows = await db
    .select({ message: conversationMessages, senderName: users.name })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.senderId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        before ? lt(conversationMessages.id, before) : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(CHAT_HISTORY_PAGE);
  return rows.reverse().map((r) => messageView(r.message, party.userId, r.senderName));
}

/** Marks what the other side sent as read; returns the newest id marked (null when nothing was unread). */
export async function markConversationRead(db: Db, party: ChatParty, conversationId: number) {
  const conversation = await conversationFor(db, party, conversationId);
  const marked = await db
    .update(conversationMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        isNull(conversationMessages.readAt),
        fromOtherSide(conversation.side, conversation.candidateId),
      ),
    )
    .returning({ id: conversationMessages.id });
  return { conversation, upTo: marked.length ? Math.max(...marked.map((m) => m.id)) : null };
}

/** Unread messages older than `olderThan` nobody was told about yet (the e-mail reminder job). */
export async function unnotifiedMessages(db: Db, olderThan: Date, limit = 500) {
  return db
    .select({
      id: conversationMessages.id,
      conversationId: conversationMessages.conversationId,
      senderId: conversationMessages.senderId,
      candidateId: conversations.candidateId,
      companyId: conversations.companyId,
      tenantId: conversations.tenantId,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        isNull(conversationMessages.readAt),
        isNull(conversationMessages.notifiedAt),
        lt(conversationMessages.createdAt, olderThan),
      ),
    )
    .orderBy(asc(conversationMessages.id))
    .limit(limit);
}
