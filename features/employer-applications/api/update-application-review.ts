'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { applicationKeys } from './keys';

export interface ReviewInput {
  applicationId: number;
  notes: string;
  rating: number | null;
  locale: string;
}

/** PATCH /api/v2/employer-panel/applications/{id}: the private notes and the 1–5 rating. */
export function updateApplicationReview({ applicationId, notes, rating, locale }: ReviewInput) {
  return apiFetch<unknown>(employerApi.application(applicationId), {
    method: 'PATCH',
    query: { lang: locale },
    json: { notes, rating },
  });
}

/** Saves the review; the lists show the rating, so they are refetched. */
export function useUpdateApplicationReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationReview,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
