'use client';

import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { integrationKeys } from './keys';
import { useIntegrationMutation } from './use-integration-mutation';

/** POST /api/v2/employer-panel/webhook-deliveries/{id}/resend: queues the same event again. */
export function resendWebhookDelivery(deliveryId: number): Promise<ApiAnswer<unknown>> {
  return apiRequest(employerApi.webhookDeliveryResend(deliveryId), { method: 'POST' });
}

export const useResendWebhookDelivery = () =>
  useIntegrationMutation(resendWebhookDelivery, [integrationKeys.webhooks, integrationKeys.deliveries]);
