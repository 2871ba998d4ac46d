// POST /api/v2/employer-panel/chat/invitations – invite the candidate behind an application (one of the
// company's offers, sent while signed in) to chat; the candidate sees it in the chat widget at once.
import { z } from 'zod';
import { inviteApplicant } from '@/features/chat/server/chat-service';
import { chatHub } from '@/features/chat/server/chat-hub';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: { companyRight: 'recruiter' }, body: z.object({ applicationId: z.number().int().positive() }) },
  async ({ caller, db, body }) => {
    const invitation = await inviteApplicant(
      db,
      {
        userId: caller.userId,
        tenantId: caller.tenantId,
        companyIds: caller.companyIds,
        companyId: caller.companyId,
        right: caller.right,
        isCandidate: false,
      },
      body.applicationId,
    );
    if (invitation.created)
      await chatHub().clients.user(invitation.candidateId).send('InvitationReceived', { id: invitation.id });
    return Response.json({ id: invitation.id }, { status: invitation.created ? 201 : 200 });
  },
);
