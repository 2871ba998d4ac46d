'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { ApiKeyRow } from '../schemas';
import { integrationKeys } from './keys';

/** GET /api/v2/employer-panel/api-keys: the company's keys in use (never their secrets). */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyRow[]> {
  return apiFetch<{ keys: ApiKeyRow[] }>(employerApi.apiKeys(), { signal }).then((body) => body.keys);
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.apiKeys, queryFn: ({ signal }) => getApiKeys(signal) });

/** The keys table, from what the server rendered, refetched after each creation and revocation. */
export function useApiKeys(initial: ApiKeyRow[]): ApiKeyRow[] {
  return useQuery({ ...apiKeysQueryOptions(), initialData: initial }).data;
}
