import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** Spec: the panel lists the latest favourites; the page has them all. */
export const LATEST_FAVOURITES = 5;

export interface LatestFavourite {
  id: number;
  url: string;
  title: string;
  companyName: string;
}

/** GET /api/v2/user-panel/favourites/offers, the newest first. */
export async function getLatestFavourites(signal?: AbortSignal): Promise<LatestFavourite[]> {
  const body = await apiFetch<{ data: LatestFavourite[] }>(candidateApi.favouriteOffers(), {
    query: { pageSize: LATEST_FAVOURITES },
    signal,
  });
  return body.data;
}

/** Keyed by the store's revision: every change the candidate makes is a new list. */
export const latestFavouritesQueryOptions = (revision: number) =>
  queryOptions({
    queryKey: ['favourites', 'latest', revision],
    queryFn: ({ signal }) => getLatestFavourites(signal),
    // The panel shows what the candidate just changed: an earlier revision's list is never shown for it.
    staleTime: 0,
  });

export function useLatestFavourites(revision: number, enabled: boolean) {
  // The list of the previous revision stays on screen until the new one arrives (no blank between them).
  return useQuery({ ...latestFavouritesQueryOptions(revision), enabled, placeholderData: keepPreviousData });
}
