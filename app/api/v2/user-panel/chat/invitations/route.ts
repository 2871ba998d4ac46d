// GET /api/v2/user-panel/chat/invitations – the signed-in candidate's chat invitations with the summary of
// received and accepted ones.
import { invitationsOf } from '@/features/chat/server/invitations';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate' }, async ({ caller, db }) =>
  invitationsOf(db, { userId: caller.userId, tenantId: caller.tenantId, companyIds: [], isCandidate: true }),
);
