'use client';

import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { CreatedWebhookEndpoint, WebhookCreateInput } from '../schemas';
import { integrationKeys } from './keys';
import { useIntegrationMutation } from './use-integration-mutation';

/** POST /api/v2/employer-panel/webhooks: a new endpoint; its signing secret is in this answer only. */
export function createWebhook(input: WebhookCreateInput): Promise<ApiAnswer<CreatedWebhookEndpoint>> {
  return apiRequest(employerApi.webhooks(), { method: 'POST', json: input });
}

export const useCreateWebhook = () =>
  useIntegrationMutation(createWebhook, [integrationKeys.webhooks, integrationKeys.deliveries]);
