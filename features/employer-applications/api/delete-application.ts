'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { applicationKeys } from './keys';

/** DELETE /api/v2/employer-panel/applications/{id}. */
export function deleteApplication({ applicationId, locale }: { applicationId: number; locale: string }) {
  return apiFetch<void>(employerApi.application(applicationId), { method: 'DELETE', query: { lang: locale } });
}

/** Deletes one application; the lists and counts that held it are refetched. */
export function useDeleteApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
