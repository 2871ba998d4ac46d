import 'server-only';
import { and, eq } from 'drizzle-orm';
import { companyOffers, visibleApplications, type MemberScope } from '@/lib/auth/employer-scope';
import type { Db } from '@/lib/db/client';
import { applications, chatInvitations, offers } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { isMatchedCandidate } from '@/features/matching/server/public';
import { listTenants } from '@/lib/tenants/tenant-service';
import { enqueueInvitationMail } from './invitation-mail';
import { type ChatParty } from './chat-views';

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
