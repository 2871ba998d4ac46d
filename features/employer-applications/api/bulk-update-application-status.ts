'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { ApplicationStatus } from '../constants';
import type { ApplicationsPage } from './get-applications';
import { applicationKeys } from './keys';

export interface BulkStatusInput {
  ids: number[];
  status: ApplicationStatus;
}

/** PATCH /api/v2/employer-panel/applications/bulk-status: the ids the server moved (the others were already there). */
export function bulkUpdateApplicationStatus(input: BulkStatusInput): Promise<{ changed: number[] }> {
  return apiFetch(employerApi.applicationsBulkStatus(), { method: 'PATCH', json: input });
}

/**
 * Moves the chosen applications: the cached lists show the new status at once, then every applications
 * query (lists, totals, funnel counts) is refetched.
 */
export function useBulkUpdateApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateApplicationStatus,
    onSuccess: ({ changed }, { status }) => {
      const moved = new Set(changed);
      client.setQueriesData<ApplicationsPage>({ queryKey: [...applicationKeys.all, 'list'] }, (page) =>
        page ? { ...page, data: page.data.map((item) => (moved.has(item.id) ? { ...item, status } : item)) } : page,
      );
      return client.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
