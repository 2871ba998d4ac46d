'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationRow, MemberRow } from '@/features/employer-accounts/schemas';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';

export interface Members {
  members: MemberRow[];
  invitations: InvitationRow[];
}

export const membersKey = ['employer', 'members'] as const;

/** GET /api/v2/employer-panel/users: the active company's members and pending invitations. */
export function getMembers(signal?: AbortSignal): Promise<Members> {
  return apiFetch<Members>(employerApi.users(), { signal });
}

export const membersQueryOptions = () =>
  queryOptions({ queryKey: membersKey, queryFn: ({ signal }) => getMembers(signal) });

/** The users page's tables, from what the server rendered, refetched after each invitation, change or removal. */
export function useMembers(initial: Members) {
  return useQuery({ ...membersQueryOptions(), initialData: initial }).data;
}
