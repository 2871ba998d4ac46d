// POST /api/v2/employer-panel/chat/invitations – invite a candidate to chat: the one behind an application
// (one of the company's offers, sent while signed in), or one matched to one of the company's offers
// (`offerId` and `candidateId`). The candidate sees it in the chat widget at once.
import { z } from 'zod';
import { inviteApplicant } from '@/features/chat/server/invite';
import { chatHub } from '@/features/chat/server/chat-hub';
import { inviteMatchedCandidate } from '@/features/chat/server/public';
import { withRoute } from '@/lib/http/with-route';

const id = z.number().int().positive().max(2_147_483_647);
const body = z.union([
  z.object({ applicationId: id }).strict(),
  z.object({ offerId: id, candidateId: z.string().trim().min(1).max(100) }).strict(),
]);

export const POST = withRoute({ auth: { companyRight: 'recruiter' }, body }, async ({ caller, db, body }) => {
  const employer = {
    userId: caller.userId,
    tenantId: caller.tenantId,
    companyIds: caller.companyIds,
    companyId: caller.companyId,
    right: caller.right,
    isCandidate: false,
  };
  const invitation =
    'applicationId' in body
      ? await inviteApplicant(db, employer, body.applicationId)
      : await inviteMatchedCandidate(db, employer, body.offerId, body.candidateId);
  if (invitation.created)
    await chatHub().clients.user(invitation.candidateId).send('InvitationReceived', { id: invitation.id });
  return Response.json({ id: invitation.id }, { status: invitation.created ? 201 : 200 });
});
