'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@/lib/api-client/api-client';
import { offerKeys } from './keys';

/**
 * A change to an offer from the panel's list: settles to the answer (the list words the server's refusal)
 * and, once the server took it, refetches every offers query (assignees, counts). The list itself is rendered
 * by the server: the caller refreshes it.
 */
export function useOffersMutation<I, T>(request: (input: I) => Promise<ApiAnswer<T>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => (answer.ok ? client.invalidateQueries({ queryKey: offerKeys.all }) : undefined),
  });
}
