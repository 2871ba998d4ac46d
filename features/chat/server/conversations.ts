import 'server-only';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { memberConversations, memberReachesOffer } from '@/lib/auth/employer-scope';
import type { Db } from '@/lib/db/client';
import { companies, conversationMessages, companyMembers, conversations, offers, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { logoUrl, type ChatParty, type ConversationView } from './chat-views';

/**
 * The conversation when the caller is one of its two parties; 404 otherwise (nothing reveals it exists). On
 * the employer side, `memberConversations` (lib/auth/employer-scope): a member of one of the companies the
 * connection acts for who reaches the conversation's offer. `GetHistory`, `SendMessage`, `MarkRead` and
 * `Typing` all go through it; `GetConversations` starts from the same base.
 */
export async function conversationFor(db: Db, party: ChatParty, conversationId: number) {
  if (!Number.isInteger(conversationId) || conversationId <= 0) throw new AppError('NOT_FOUND', 'notFound');
  const [found] = await db
    .select({ row: conversations, reaches: sql<boolean>`${memberConversations(party.userId, party.companyIds)}` })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.tenantId, party.tenantId)));
  const row = found?.row;
  const isCandidateSide = row?.candidateId === party.userId;
  const isEmployerSide = found?.reaches === true;
  if (!row || (!isCandidateSide && !isEmployerSide)) throw new AppError('NOT_FOUND', 'notFound');
  return { ...row, side: isCandidateSide ? ('candidate' as const) : ('employer' as const) };
}

/**
 * The members who see a conversation's employer side now: its company's members who reach its offer. Events
 * for the employer side go to them by user, never to a whole company (read at each event, so an assignment
 * or the company's setting applies at once).
 */
export async function employersOf(db: Db, conversation: { companyId: number; offerId: number | null }) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, conversation.companyId),
        memberReachesOffer(
          companyMembers.userId,
          sql`${conversation.companyId}`,
          sql`${conversation.offerId}::integer`,
        ),
      ),
    );
  return rows.map((r) => r.userId);
}

/** The caller's conversations, most recent first, with the last message and the unread count. */
export async function conversationsOf(db: Db, party: ChatParty): Promise<ConversationView[]> {
  const mine = party.isCandidate ? eq(conversations.candidateId, party.userId) : undefined;
  // The employer side starts from the scoped base: the companies the connection acts for, offers in reach.
  const ours = party.companyIds.length ? memberConversations(party.userId, party.companyIds) : undefined;
  const scope = mine && ours ? sql`(${mine} or ${ours})` : (mine ?? ours);
  if (!scope) return [];
  const candidate = users;
  const rows = await db
    .select({
      id: conversations.id,
      companyId: conversations.companyId,
      candidateId: conversations.candidateId,
      companyName: companies.name,
      companySlug: companies.slug,
      candidateName: candidate.name,
      offerTitle: offers.title,
      updatedAt: conversations.updatedAt,
    })
    .from(conversations)
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(candidate, eq(candidate.id, conversations.candidateId))
    .leftJoin(offers, eq(offers.id, conversations.offerId))
    .where(and(eq(conversations.tenantId, party.tenantId), scope))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lasts, unread] = await Promise.all([
    db
      .selectDistinctOn([conversationMessages.conversationId], {
        conversationId: conversationMessages.conversationId,
        body: conversationMessages.body,
        senderId: conversationMessages.senderId,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .where(inArray(conversationMessages.conversationId, ids))
      .orderBy(conversationMessages.conversationId, desc(conversationMessages.id)),
    db
      .select({
        conversationId: conversationMessages.conversationId,
        senderId: conversationMessages.senderId,
        n: sql<number>`count(*)::int`,
      })
      .from(conversationMessages)
      .where(
        and(
          inArray(conversationMessages.conversationId, ids),
          isNull(conversationMessages.readAt),
          ne(conversationMessages.senderId, party.userId),
        ),
      )
      .groupBy(conversationMessages.conversationId, conversationMessages.senderId),
  ]);
  return rows.map((r) => {
    const last = lasts.find((l) => l.conversationId === r.id);
    const side = r.candidateId === party.userId ? 'candidate' : 'employer';
    // Unread: what the other side sent (for an employer, only the candidate's messages, not colleagues').
    const count = unread
      .filter(
        (u) =>
          u.conversationId === r.id &&
          (side === 'candidate' ? u.senderId !== r.candidateId : u.senderId === r.candidateId),
      )
      .reduce((sum, u) => sum + u.n, 0);
    return {
      id: r.id,
      companyId: r.companyId,
      companyName: r.companyName,
      companyLogoUrl: logoUrl(r.companySlug),
      candidateName: r.candidateName,
      offerTitle: r.offerTitle,
      lastMessage: last
        ? { body: last.body.slice(0, 200), at: last.createdAt.toISOString(), mine: last.senderId === party.userId }
        : null,
      unread: count,
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
