import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { visibleApplications, type MemberScope } from '@/lib/auth/employer-scope';
import type { Db } from '@/lib/db/client';
import { applications, chatInvitations, companies, offers, users } from '@/lib/db/schema';
import { logoUrl, type ChatParty, type InvitationView } from './chat-views';

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
