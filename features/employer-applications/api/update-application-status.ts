'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { ApplicationStatus } from '../constants';
import type { CandidateMailInput } from '../schemas';
import { applicationKeys } from './keys';

export interface StatusChangeInput {
  applicationId: number;
  status: ApplicationStatus;
  /** Rejection only: the e-mail written from the template. */
  mail?: CandidateMailInput;
  /** The language of the candidate's e-mail and of the error messages. */
  locale: string;
}

/** PATCH /api/v2/employer-panel/applications/{id}/status: moves one application (and e-mails the candidate). */
export function updateApplicationStatus({ applicationId, status, mail, locale }: StatusChangeInput) {
  return apiFetch<{ id: number; status: string; changed: boolean }>(employerApi.applicationStatus(applicationId), {
    method: 'PATCH',
    query: { lang: locale },
    json: { status, ...(mail ? { mail } : {}) },
  });
}

/** Moves one application; the lists, their totals and the funnel counts are refetched. */
export function useUpdateApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
