import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { chatInvitations, conversations } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { type ChatParty } from './chat-views';

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
