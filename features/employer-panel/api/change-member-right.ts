'use client';

import { apiRequest } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { useMembersMutation, type MemberAnswer } from './use-members-mutation';

/** PATCH /api/v2/employer-panel/users/{id}: a member's right. */
export const changeMemberRight = ({ userId, right }: { userId: string; right: string }): Promise<MemberAnswer> =>
  apiRequest(employerApi.user(userId), { method: 'PATCH', json: { right } });

export const useChangeMemberRight = () => useMembersMutation(changeMemberRight);
