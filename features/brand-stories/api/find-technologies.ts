'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { useTypedSearch } from '@/lib/api-client/use-typed-search';
import { employerApi } from '@/lib/api-paths/employer';
import { brandStoryKeys } from './keys';

const DEBOUNCE_MS = 300;

export interface Technology {
  id: number;
  name: string;
}

/** GET /api/v2/employer-panel/brand-stories/technologies?search=…: dictionary skills by name. */
export function findTechnologies(search: string, signal?: AbortSignal): Promise<Technology[]> {
  return apiFetch<{ data: Technology[] }>(employerApi.brandStoryTechnologies(), { query: { search }, signal }).then(
    (body) => body.data,
  );
}

export const technologiesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: brandStoryKeys.technologies(search),
    queryFn: ({ signal }) => findTechnologies(search, signal),
    staleTime: 5 * 60_000,
  });

/** The dictionary's technologies matching what is typed, asked once typing pauses; null before an answer. */
export function useTechnologySearch(typed: string): Technology[] | null {
  const { search, isCurrent } = useTypedSearch(typed, DEBOUNCE_MS);
  const { data } = useQuery({
    ...technologiesQueryOptions(search),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
  return isCurrent && data ? data : null;
}
