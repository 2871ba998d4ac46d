'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { WebhookEndpointRow } from '../schemas';
import { integrationKeys } from './keys';

/** GET /api/v2/employer-panel/webhooks: the company's endpoints with their state. */
export function getWebhooks(signal?: AbortSignal): Promise<WebhookEndpointRow[]> {
  return apiFetch<{ endpoints: WebhookEndpointRow[] }>(employerApi.webhooks(), { signal }).then(
    (body) => body.endpoints,
  );
}

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.webhooks, queryFn: ({ signal }) => getWebhooks(signal) });

export function useWebhooks(initial: WebhookEndpointRow[]) {
  return useQuery({ ...webhooksQueryOptions(), initialData: initial });
}
