'use client';

import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { integrationKeys } from './keys';
import { useIntegrationMutation } from './use-integration-mutation';

/** DELETE /api/v2/employer-panel/api-keys/{id}: the key stops working at once. */
export function revokeApiKey(keyId: number): Promise<ApiAnswer<null>> {
  return apiRequest(employerApi.apiKey(keyId), { method: 'DELETE' });
}

export const useRevokeApiKey = () => useIntegrationMutation(revokeApiKey, [integrationKeys.apiKeys]);
