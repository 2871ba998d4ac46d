'use client';

import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { ApiKeyCreateInput, CreatedApiKey } from '../schemas';
import { integrationKeys } from './keys';
import { useIntegrationMutation } from './use-integration-mutation';

/** POST /api/v2/employer-panel/api-keys: a new key; its secret is in this answer only. */
export function createApiKey(input: ApiKeyCreateInput): Promise<ApiAnswer<CreatedApiKey>> {
  return apiRequest(employerApi.apiKeys(), { method: 'POST', json: input });
}

export const useCreateApiKey = () => useIntegrationMutation(createApiKey, [integrationKeys.apiKeys]);
