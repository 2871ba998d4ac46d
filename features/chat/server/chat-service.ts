import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  companyOffers,
  memberConversations,
  memberReachesOffer,
  visibleApplications,
  type MemberScope,
} from '@/lib/auth/employer-scope';
import type { Db } from '@/lib/db/client';
import {
  applications,
  chatInvitations,
  companies,
  conversationMessages,
  companyMembers,
  conversations,
  offers,
  users,
} from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { isMatchedCandidate } from '@/features/matching/server/public';
import { listTenants } from '@/lib/tenants/tenant-service';
import { enqueueInvitationMail } from './invitation-mail';

/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_PAGE = 50;

/** One side of the chat: a candidate, or a member of one or more companies (an employer). */
export interface ChatParty {
  userId: string;
  tenantId: number;
  /** Companies the user acts for (empty for a candidate). */
  companyIds: number[];
  isCandidate: boolean;
}

export interface InvitationView {
  id: number;
  status: 'received' | 'accepted' | 'declined';
  sentAt: string;
  employer: { name: string; avatarUrl: string | null };
  jobAdvertisement: { name: string | null };
  /** The conversation the invitation opens (the spec's conversation request id). */
  conversationRequestId: string;
  conversationId: number | null;
}

export interface ConversationView {
  id: number;
  companyId: number;
  companyName: string;
  companyLogoUrl: string | null;
  candidateName: string;
  offerTitle: string | null;
  lastMessage: { body: string; at: string; mine: boolean } | null;
  unread: number;
  updatedAt: string;
}

export interface MessageView {
  id: number;
  conversationId: number;
  body: string;
  mine: boolean;
  senderName: string | null;
  readAt: string | null;
  createdAt: string;
}

const logoUrl = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}/logo`;

/**
 * An employer may invite a candidate who applied (signed in) to one of the company's offers; the
 * invitation is tied to that offer. A repeated invitation returns the first one. A recruiter limited to
 * assigned offers invites only from those (another offer's application is a 404).
 */
export async function inviteApplicant(db: Db, employer: ChatParty & MemberScope, applicationId: number) {
  if (!employer.companyIds.includes(employer.companyId)) throw new AppError('FORBIDDEN', 'forbidden');
  const [application] = await db
    .select({ candidateId: applications.candidateId, offerId: applications.offerId })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(and(eq(applications.id, applicationId), visibleApplications(employer)));
  // Another company's application (or an offer out of a limited recruiter's reach) looks like none at all.
  if (!application) throw new AppError('NOT_FOUND', 'notFound');
  if (!application.candidateId) throw new AppError('CONFLICT', 'chatGuestApplicant');
  return sendInvitation(db, employer, application.candidateId, application.offerId);
}

/**
 * One invitation per candidate, company and offer: a repeated one returns the first. A new one is e-mailed to
 * the candidate in the same transaction (the chat window may not be open, and shows it only on the board).
 */
async function sendInvitation(
  db: Db,
  employer: ChatParty & { companyId: number },
  candidateId: string,
  offerId: number,
) {
  // Read before the transaction: the board's settings come from a cache filled through the pool.
  const tenant = (await listTenants(db)).find((t) => t.id === employer.tenantId);
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(chatInvitations)
      .values({
        tenantId: employer.tenantId,
        candidateId,
        employerUserId: employer.userId,
        companyId: employer.companyId,
        offerId,
      })
      .onConflictDoNothing()
      .returning({ id: chatInvitations.id });
    if (rows[0]) {
      await enqueueInvitationMail(tx, tenant, {
        candidateId,
        companyId: employer.companyId,
        offerId,
      });
    }
    return rows;
  });
  if (inserted[0]) return { id: inserted[0].id, candidateId, created: true };
  const [existing] = await db
    .select({ id: chatInvitations.id })
    .from(chatInvitations)
    .where(
      and(
        eq(chatInvitations.candidateId, candidateId),
        eq(chatInvitations.companyId, employer.companyId),
        eq(chatInvitations.offerId, offerId),
      ),
    );
  return { id: existing!.id, candidateId, created: false };
}

/**
 * An employer may invite a candidate matched to one of the company's offers: one who let employers see
 * their preferences and whom the offer fits (features/matching). Anyone else (another board's user, a
 * candidate who did not opt in or does not match, another company's offer) looks like nobody at all.
 */
export async function inviteMatchedCandidate(
  db: Db,
  employer: ChatParty & MemberScope,
  offerId: number,
  candidateId: string,
) {
  if (!employer.companyIds.includes(employer.companyId)) throw new AppError('FORBIDDEN', 'forbidden');
  // A recruiter limited to their assigned offers invites only for those (another offer is a 404).
  const [reachable] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, offerId), companyOffers(employer)));
  if (!reachable) throw new AppError('NOT_FOUND', 'notFound');
  const matched = await isMatchedCandidate(
    db,
    { tenantId: employer.tenantId, companyId: employer.companyId },
    offerId,
    candidateId,
  );
  if (!matched) throw new AppError('NOT_FOUND', 'notFound');
  return sendInvitation(db, employer, candidateId, offerId);
}

/** The company's invitations for one of its offers, by candidate (what the matched candidates list shows). */
export async function invitationsForOffer(
  db: Db,
  employer: { tenantId: number; companyId: number },
  offerId: number,
): Promise<Map<string, 'received' | 'accepted' | 'declined'>> {
  const rows = await db
    .select({ candidateId: chatInvitations.candidateId, status: chatInvitations.status })
    .from(chatInvitations)
    .where(
      and(
        eq(chatInvitations.tenantId, employer.tenantId),
        eq(chatInvitations.companyId, employer.companyId),
        eq(chatInvitations.offerId, offerId),
      ),
    );
  return new Map(rows.map((r) => [r.candidateId, r.status]));
}

/**
 * Where the company stands with the candidate behind one of its applications: the invitation's status, or
 * null when none was sent (also for another company's application, which looks like none at all).
 */
export async function invitationOfApplication(
  db: Db,
  employer: MemberScope,
  applicationId: number,
): Promise<'received' | 'accepted' | 'declined' | null> {
  const [row] = await db
    .select({ status: chatInvitations.status })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(
      chatInvitations,
      and(
        eq(chatInvitations.candidateId, applications.candidateId),
        eq(chatInvitations.companyId, offers.companyId),
        eq(chatInvitations.offerId, applications.offerId),
      ),
    )
    .where(and(eq(applications.id, applicationId), visibleApplications(employer)))
    .limit(1);
  return row?.status ?? null;
}

/** A candidate's invitations, newest first, with the summary of received and accepted ones. */
export async function invitationsOf(db: Db, candidate: ChatParty) {
  const rows = await db
    .select({
      id: chatInvitations.id,
      status: chatInvitations.status,
      sentAt: chatInvitations.sentAt,
      employerName: users.name,
      companyName: companies.name,
      companySlug: companies.slug,
      offerTitle: offers.title,
      conversationId: chatInvitations.conversationId,
    })
    .from(chatInvitations)
    .innerJoin(users, eq(users.id, chatInvitations.employerUserId))
    .leftJoin(companies, eq(companies.id, chatInvitations.companyId))
    .leftJoin(offers, eq(offers.id, chatInvitations.offerId))
    .where(and(eq(chatInvitations.candidateId, candidate.userId), eq(chatInvitations.tenantId, candidate.tenantId)))
    .orderBy(desc(chatInvitations.sentAt), desc(chatInvitations.id));
  const invitations: InvitationView[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    sentAt: r.sentAt.toISOString(),
    employer: {
      name: r.companyName ? `${r.employerName} · ${r.companyName}` : r.employerName,
      avatarUrl: r.companySlug ? logoUrl(r.companySlug) : null,
    },
    jobAdvertisement: { name: r.offerTitle },
    conversationRequestId: String(r.id),
    conversationId: r.conversationId,
  }));
  return {
    invitations,
    summary: {
      received: invitations.filter((i) => i.status === 'received').length,
      accepted: invitations.filter((i) => i.status === 'accepted').length,
    },
  };
}

/** Accepting opens (or reopens) the conversation; declining closes the invitation. Only its candidate may. */
export async function respondToInvitation(db: Db, candidate: ChatParty, invitationId: number, accept: boolean) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(chatInvitations)
      .where(
        and(
          eq(chatInvitations.id, invitationId),
          eq(chatInvitations.candidateId, candidate.userId),
          eq(chatInvitations.tenantId, candidate.tenantId),
        ),
      )
      .for('update');
    if (!invitation || !invitation.companyId) throw new AppError('NOT_FOUND', 'notFound');
    if (invitation.status !== 'received')
      return { status: invitation.status, conversationId: invitation.conversationId };
    if (!accept) {
      await tx
        .update(chatInvitations)
        .set({ status: 'declined', respondedAt: new Date() })
        .where(eq(chatInvitations.id, invitation.id));
      return { status: 'declined' as const, conversationId: null };
    }
    await tx
      .insert(conversations)
      .values({
        tenantId: invitation.tenantId,
        candidateId: invitation.candidateId,
        companyId: invitation.companyId,
        offerId: invitation.offerId,
      })
      .onConflictDoNothing();
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.candidateId, invitation.candidateId),
          eq(conversations.companyId, invitation.companyId),
          invitation.offerId === null ? isNull(conversations.offerId) : eq(conversations.offerId, invitation.offerId),
        ),
      );
    await tx
      .update(chatInvitations)
      .set({ status: 'accepted', respondedAt: new Date(), conversationId: conversation!.id })
      .where(eq(chatInvitations.id, invitation.id));
    return {
      status: 'accepted' as const,
      conversationId: conversation!.id,
      companyId: invitation.companyId,
      offerId: invitation.offerId,
    };
  });
}

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

/** Sent by `sender` on its side: messages from the other side are the ones that count as unread. */
const fromOtherSide = (side: 'candidate' | 'employer', candidateId: string) =>
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

export function messageView(
  message: typeof conversationMessages.$inferSelect,
  viewerId: string,
  senderName: string | null,
): MessageView {
  return {
    id: message.id,
    conversationId: message.conversationId,
    body: message.body,
    mine: message.senderId === viewerId,
    senderName,
    readAt: message.readAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
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
