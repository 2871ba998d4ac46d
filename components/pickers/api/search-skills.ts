'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { useTypedSearch } from '@/lib/api-client/use-typed-search';
import { employerApi } from '@/lib/api-paths/employer';

/** Spec (candidate side): skill search is debounced 500 ms. */
const SKILL_DEBOUNCE_MS = 500;

export interface DictionarySkill {
  id: number;
  name: string;
}

/** GET /api/v1/skills?search=…: the first `pageSize` skills of the board's dictionary matching `search`. */
export function searchSkills(search: string, pageSize: number, signal?: AbortSignal): Promise<DictionarySkill[]> {
  return apiFetch<{ data: DictionarySkill[] }>(employerApi.skills(), { query: { pageSize, search }, signal }).then(
    (body) => body.data,
  );
}

/** The dictionary changes seldom: a search typed again within minutes is answered from the cache. */
export const skillSearchQueryOptions = (search: string, pageSize: number) =>
  queryOptions({
    queryKey: ['skills', 'search', search, pageSize] as const,
    queryFn: ({ signal }) => searchSkills(search, pageSize, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The skills matching what is typed, asked 500 ms after typing stops. While the next answer is on its way
 * the last one stays shown if it was for the same word typed on (or back); it is never shown for another
 * word (after a skill is picked and the next one typed). Null while nothing is typed or before an answer.
 */
export function useSkillSearch(typed: string, pageSize: number): DictionarySkill[] | null {
  const { search, isCurrent } = useTypedSearch(typed, SKILL_DEBOUNCE_MS);
  const { data } = useQuery({
    ...skillSearchQueryOptions(search, pageSize),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
  return isCurrent && data ? data : null;
}
