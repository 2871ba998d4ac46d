'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { useTypedSearch } from '@/lib/api-client/use-typed-search';
import { employerApi } from '@/lib/api-paths/employer';
import { STORY_SLUG_PATTERN } from '../constants';
import type { BrandStoryStatus } from '../schemas';
import { brandStoryKeys } from './keys';

const SLUG_CHECK_MS = 400;

/** GET /api/v2/employer-panel/brand-stories/status/{slug}: free, ours or taken. */
export function getSlugStatus(slug: string, signal?: AbortSignal): Promise<BrandStoryStatus> {
  return apiFetch<BrandStoryStatus>(employerApi.brandStoryStatus(slug), { signal });
}

/** Asked again on each check: another company may take an address at any time (the save checks too). */
export const slugStatusQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: brandStoryKeys.slugStatus(slug),
    queryFn: ({ signal }) => getSlugStatus(slug, signal),
    staleTime: 0,
  });

export type SlugState = 'checking' | 'free' | 'yours' | 'taken' | null;

/**
 * Whose the typed address is, asked once typing pauses: the story's own address is "yours" without asking,
 * a malformed one is not asked about (null).
 */
export function useSlugState(slug: string, ownSlug: string | undefined): SlugState {
  const isAsked = STORY_SLUG_PATTERN.test(slug) && slug !== ownSlug;
  const { search } = useTypedSearch(isAsked ? slug : '', SLUG_CHECK_MS);
  const isCurrent = isAsked && search === slug;
  const { data, isFetching } = useQuery({ ...slugStatusQueryOptions(search), enabled: isCurrent });
  if (!STORY_SLUG_PATTERN.test(slug)) return null;
  if (slug === ownSlug) return 'yours';
  if (!isCurrent || isFetching) return 'checking';
  if (!data) return null;
  return data.state === 'taken' ? 'taken' : data.state === 'free' ? 'free' : 'yours';
}
