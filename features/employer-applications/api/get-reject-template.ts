'use client';

import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { CandidateMailInput } from '../schemas';
import { applicationKeys } from './keys';

/** GET /api/v2/employer-panel/applications/{id}/reject-template: the rejection e-mail, filled in, in `locale`. */
export function getRejectTemplate(applicationId: number, locale: string): Promise<CandidateMailInput> {
  return apiFetch<CandidateMailInput>(employerApi.applicationRejectTemplate(applicationId), {
    query: { lang: locale },
  });
}

/** Read when the rejection dialog opens (`queryClient.fetchQuery`); never kept stale past the dialog. */
export const rejectTemplateQueryOptions = (applicationId: number, locale: string) =>
  queryOptions({
    queryKey: applicationKeys.rejectTemplate(applicationId, locale),
    queryFn: () => getRejectTemplate(applicationId, locale),
    staleTime: 0,
  });
