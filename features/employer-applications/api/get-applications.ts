'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { ApplicationListItem, ApplicationListQuery } from '../schemas';
import { applicationKeys } from './keys';

export interface ApplicationsPage {
  data: ApplicationListItem[];
  meta: {
    page: number;
    pageSize: number;
    totalItems: number;
    totalPages: number;
    prevPage: number | null;
    nextPage: number | null;
  };
}

/** GET /api/v2/employer-panel/applications: one page of the active company's applications. */
export function getApplications(query: Partial<ApplicationListQuery>): Promise<ApplicationsPage> {
  return apiFetch<ApplicationsPage>(employerApi.applications(), { query });
}

export const applicationsQueryOptions = (query: Partial<ApplicationListQuery>) =>
  queryOptions({ queryKey: applicationKeys.list(query), queryFn: () => getApplications(query) });

/** The list's page, starting from the one the server rendered (`initial`), kept fresh by the status mutations. */
export function useApplications(query: Partial<ApplicationListQuery>, initial: ApplicationsPage) {
  return useQuery({ ...applicationsQueryOptions(query), initialData: initial });
}
