'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { OfferAssignees } from '../schemas';
import { offerKeys } from './keys';

/**
 * /api/v2/employer-panel/offers/{id}/assignees: GET the recruiters an offer is assigned to (and who could
 * be), PUT the new choice. One endpoint, read and written.
 */
export function getOfferAssignees(offerId: number, signal?: AbortSignal): Promise<OfferAssignees> {
  return apiFetch<OfferAssignees>(employerApi.offerAssignees(offerId), { signal });
}

export function saveOfferAssignees({
  offerId,
  userIds,
}: {
  offerId: number;
  userIds: string[];
}): Promise<ApiAnswer<OfferAssignees>> {
  return apiRequest(employerApi.offerAssignees(offerId), { method: 'PUT', json: { userIds } });
}

/** Read each time the editor opens: another admin may have changed the assignment meanwhile. */
export const offerAssigneesQueryOptions = (offerId: number) =>
  queryOptions({
    queryKey: offerKeys.assignees(offerId),
    queryFn: ({ signal }) => getOfferAssignees(offerId, signal),
    staleTime: 0,
  });

export const useOfferAssignees = (offerId: number) => useQuery(offerAssigneesQueryOptions(offerId));

/** Saves the choice; the cached assignment becomes the saved one. */
export function useSaveOfferAssignees() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOfferAssignees,
    onSuccess: (answer, { offerId }) => {
      if (answer.ok) client.setQueryData(offerKeys.assignees(offerId), answer.data);
    },
  });
}
