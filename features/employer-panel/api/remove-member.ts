'use client';

import { apiRequest } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { useMembersMutation, type MemberAnswer } from './use-members-mutation';

/** DELETE /api/v2/employer-panel/users/{id}: removes a member, or the caller leaves the company. */
export const removeMember = ({ userId }: { userId: string }): Promise<MemberAnswer> =>
  apiRequest(employerApi.user(userId), { method: 'DELETE' });

export const useRemoveMember = () => useMembersMutation(removeMember);
