'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiAnswer } from '@/lib/api-client/api-client';

/**
 * A write of the integrations page: settles to the answer (the page words a 429 its own way and puts field
 * errors on their fields) and, whatever the answer, refetches the lists it may have changed — a refusal can
 * mean the list was already stale (a key revoked in another tab).
 */
export function useIntegrationMutation<I, T>(request: (input: I) => Promise<ApiAnswer<T>>, changes: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => Promise.all(changes.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
