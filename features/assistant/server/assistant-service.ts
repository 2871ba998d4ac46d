import 'server-only';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { memberDrafts } from '@/lib/auth/employer-scope';
import type { Db } from '@/lib/db/client';
import {
  assistantMessages,
  assistantProposals,
  assistantRatings,
  assistantSessions,
  companies,
  offerDrafts,
} from '@/lib/db/schema';
import type { FormContext, JobAdProposal } from '../engine/types';

/** The longest message the assistant reads (longer ones are refused with a hub error). */
export const ASSISTANT_MESSAGE_MAX = 4000;

export interface AssistantOwner {
  userId: string;
  tenantId: number;
  companyIds: number[];
}

/**
 * The job ad a conversation is about, when the caller's company owns it and the caller reaches it
 * (`memberDrafts`: a recruiter limited to assigned offers reaches their offers' drafts and the new drafts they
 * started): its draft id or slug (the form sends what it has). Anything else is treated as no ad, never as an
 * error that would reveal it exists.
 */
export async function findOwnDraft(db: Db, owner: AssistantOwner, jobAdId: string | null | undefined) {
  if (!jobAdId || owner.companyIds.length === 0 || jobAdId.length > 200) return null;
  const byId = /^\d{1,9}$/.test(jobAdId) ? Number(jobAdId) : null;
  const [row] = await db
    .select({ id: offerDrafts.id, content: offerDrafts.content, companyId: offerDrafts.companyId })
    .from(offerDrafts)
    .where(
      and(
        memberDrafts(owner.tenantId, owner.userId, owner.companyIds),
        byId === null ? eq(offerDrafts.slug, jobAdId) : or(eq(offerDrafts.id, byId), eq(offerDrafts.slug, jobAdId)),
      ),
    )
    .limit(1);
  return row ?? null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** What the engine reads of the form: the company's name and what the ad already says. */
export async function formContextOf(
  db: Db,
  owner: AssistantOwner,
  draft: { content: Record<string, unknown>; companyId: number | null } | null,
): Promise<FormContext> {
  const content = draft?.content ?? {};
  const hiring = (content.hiringCompany ?? {}) as Record<string, unknown>;
  let companyName = text(hiring.name) ?? text(content.companyName);
  // Without a draft the form's company is known only when the employer has one: a member of two companies
  // never gets the other company's name in a description.
  const companyId = draft ? draft.companyId : owner.companyIds.length === 1 ? owner.companyIds[0] : null;
  if (!companyName && companyId) {
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    companyName = company?.name;
  }
  return {
    companyName,
    jobPositionName: text(content.title) ?? text(content.jobPositionName),
    jobDescription: text(content.body) ?? text(content.jobDescription),
  };
}

/** A conversation key the popover makes for itself: letters, digits and dashes. */
export const CONVERSATION_KEY = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The session of one conversation: the one the popover that made `key` is having, bound to one draft.
 * A conversation started before the form's first save (no draft yet) is bound to the draft when it appears;
 * a conversation bound to a draft never continues on another one (that starts a new session). Without a
 * key (a client that does not send one) every call starts a new session: nothing is ever picked up from an
 * earlier conversation, another form or another employer.
 */
export async function openConversation(
  db: Db,
  owner: AssistantOwner,
  key: string | null,
  draftId: number | null,
): Promise<number> {
  if (key) {
    const sessions = await db
      .select({ id: assistantSessions.id, context: assistantSessions.context })
      .from(assistantSessions)
      .where(
        and(
          eq(assistantSessions.userId, owner.userId),
          eq(assistantSessions.tenantId, owner.tenantId),
          sql`${assistantSessions.context}->>'key' = ${key}`,
        ),
      )
      .orderBy(desc(assistantSessions.id));
    const bound = sessions.find((s) => (s.context.draftId ?? null) === draftId);
    if (bound) return bound.id;
    const unbound = draftId === null ? undefined : sessions.find((s) => (s.context.draftId ?? null) === null);
    if (unbound) {
      await db
        .update(assistantSessions)
        .set({ context: { ...unbound.context, draftId } })
        .where(eq(assistantSessions.id, unbound.id));
      return unbound.id;
    }
  }
  const [row] = await db
    .insert(assistantSessions)
    .values({ tenantId: owner.tenantId, userId: owner.userId, context: { draftId, ...(key ? { key } : {}) } })
    .returning({ id: assistantSessions.id });
  return row!.id;
}

export async function addMessage(db: Db, sessionId: number, isUser: boolean, content: string): Promise<number> {
  const [row] = await db
    .insert(assistantMessages)
    .values({ sessionId, isUser, content })
    .returning({ id: assistantMessages.id });
  return row!.id;
}

export async function setMessageContent(db: Db, messageId: number, content: string): Promise<void> {
  await db.update(assistantMessages).set({ content }).where(eq(assistantMessages.id, messageId));
}

export async function userMessagesOf(db: Db, sessionId: number): Promise<string[]> {
  const rows = await db
    .select({ content: assistantMessages.content })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.sessionId, sessionId), eq(assistantMessages.isUser, true)))
    .orderBy(asc(assistantMessages.id));
  return rows.map((r) => r.content);
}

export async function saveProposal(db: Db, messageId: number, proposal: JobAdProposal): Promise<number> {
  const [row] = await db
    .insert(assistantProposals)
    .values({ messageId, proposal: proposal as Record<string, unknown> })
    .returning({ id: assistantProposals.id });
  return row!.id;
}

/** A message of one of this user's conversations; null for anyone else's (or none). */
async function ownMessage(db: Db, owner: AssistantOwner, messageId: number) {
  const [row] = await db
    .select({ id: assistantMessages.id, isUser: assistantMessages.isUser })
    .from(assistantMessages)
    .innerJoin(assistantSessions, eq(assistantSessions.id, assistantMessages.sessionId))
    .where(
      and(
        eq(assistantMessages.id, messageId),
        eq(assistantSessions.userId, owner.userId),
        eq(assistantSessions.tenantId, owner.tenantId),
      ),
    );
  return row ?? null;
}

/** Rates an assistant message +1 or −1, once; false when it is not the caller's or was rated before. */
export async function rateMessage(
  db: Db,
  owner: AssistantOwner,
  messageId: number,
  score: 1 | -1,
  comment: string | null,
): Promise<boolean> {
  const message = await ownMessage(db, owner, messageId);
  if (!message || message.isUser) return false;
  const rows = await db
    .insert(assistantRatings)
    .values({ messageId, score, comment: comment?.slice(0, 1000) || null })
    .onConflictDoNothing()
    .returning({ id: assistantRatings.id });
  return rows.length > 0;
}

/** Records whether the employer applied or declined a proposal (once). */
export async function decideProposal(
  db: Db,
  owner: AssistantOwner,
  proposalId: number,
  decision: 'applied' | 'declined',
): Promise<boolean> {
  const [row] = await db
    .select({
      id: assistantProposals.id,
      messageId: assistantProposals.messageId,
      decision: assistantProposals.decision,
    })
    .from(assistantProposals)
    .where(eq(assistantProposals.id, proposalId));
  if (!row || row.decision !== 'pending' || !(await ownMessage(db, owner, row.messageId))) return false;
  await db.update(assistantProposals).set({ decision }).where(eq(assistantProposals.id, proposalId));
  return true;
}
