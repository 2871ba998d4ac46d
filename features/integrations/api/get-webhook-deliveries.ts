'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { WebhookDeliveryRow } from '../schemas';
import { integrationKeys } from './keys';

/** GET /api/v2/employer-panel/webhook-deliveries: the delivery log, newest first. */
export function getWebhookDeliveries(signal?: AbortSignal): Promise<WebhookDeliveryRow[]> {
  return apiFetch<{ deliveries: WebhookDeliveryRow[] }>(employerApi.webhookDeliveries(), { signal }).then(
    (body) => body.deliveries,
  );
}

export const webhookDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: integrationKeys.deliveries, queryFn: ({ signal }) => getWebhookDeliveries(signal) });

export function useWebhookDeliveries(initial: WebhookDeliveryRow[]) {
  return useQuery({ ...webhookDeliveriesQueryOptions(), initialData: initial });
}
