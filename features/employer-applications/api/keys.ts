import type { ApplicationListQuery } from '../schemas';

/**
 * The query keys of the panel's applications. Everything an application's status moves (the lists, their
 * totals, the offers' funnel counts) sits under `all`, so a status change invalidates it in one call.
 */
export const applicationKeys = {
  all: ['employer', 'applications'] as const,
  list: (query: Partial<ApplicationListQuery>) => ['employer', 'applications', 'list', query] as const,
  rejectTemplate: (applicationId: number, locale: string) =>
    ['employer', 'applications', 'reject-template', applicationId, locale] as const,
};
