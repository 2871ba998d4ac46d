'use client';

import { apiRequest } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { useMembersMutation, type MemberAnswer } from './use-members-mutation';

/** POST /api/v1/users: invites an e-mail with a right (again for a pending one: a new link). */
export const inviteMember = (input: { email: string; right: string }): Promise<MemberAnswer> =>
  apiRequest(employerApi.invitations(), { method: 'POST', json: input });

export const useInviteMember = () => useMembersMutation(inviteMember);
