import { listMembers } from '@/features/employer-accounts/server/members-service';
import { withRoute } from '@/lib/http/with-route';

/** The active company's members and pending invitations (admins and owners). */
export const GET = withRoute({ auth: { companyRight: 'admin' } }, async ({ caller, db }) => listMembers(db, caller));
