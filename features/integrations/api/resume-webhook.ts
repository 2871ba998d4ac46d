'use client';

import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { integrationKeys } from './keys';
import { useIntegrationMutation } from './use-integration-mutation';

/** POST /api/v2/employer-panel/webhooks/{id}/resume: a paused endpoint is sent to again. */
export function resumeWebhook(endpointId: number): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.webhookResume(endpointId), { method: 'POST' });
}

export const useResumeWebhook = () =>
  useIntegrationMutation(resumeWebhook, [integrationKeys.webhooks, integrationKeys.deliveries]);
