'use client';

import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { integrationKeys } from './keys';
import { useIntegrationMutation } from './use-integration-mutation';

/** DELETE /api/v2/employer-panel/webhooks/{id}: removes an endpoint (its queued deliveries with it). */
export function deleteWebhook(endpointId: number): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.webhook(endpointId), { method: 'DELETE' });
}

export const useDeleteWebhook = () =>
  useIntegrationMutation(deleteWebhook, [integrationKeys.webhooks, integrationKeys.deliveries]);
