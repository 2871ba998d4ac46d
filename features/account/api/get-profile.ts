import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { Profile } from '../schemas';

/** GET /api/v2/user-panel/profile: the signed-in candidate's profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>(candidateApi.profile(), { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
    // Only this page's own changes move it, and each writes its answer into the cache.
    staleTime: Infinity,
  });

/** The profile, starting from what the page rendered with. */
export function useProfile(initial: Profile): Profile {
  return useQuery({ ...profileQueryOptions(), initialData: initial }).data;
}
