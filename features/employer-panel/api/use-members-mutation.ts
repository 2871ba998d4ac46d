'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@/lib/api-client/api-client';
import { membersKey } from './get-members';

/** What the users page's writes answer: the page words a 409 or a 429 its own way. */
export type MemberAnswer = ApiAnswer<{ email?: string } | null>;

/** A write of the users page: settles to the answer and, once the server took it, refetches the members. */
export function useMembersMutation<I>(request: (input: I) => Promise<MemberAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => (answer.ok ? client.invalidateQueries({ queryKey: membersKey }) : undefined),
  });
}
