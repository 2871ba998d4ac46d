import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { JobFilterDto } from '../schemas';

/** GET /api/{tenant}/job-filters: the candidate's saved searches with their new-offer counts. */
export async function listJobFilters(tenant: string): Promise<JobFilterDto[]> {
  return (await apiFetch<{ data: JobFilterDto[] }>(candidateApi.jobFilters(tenant))).data;
}
