import { documentApi } from '@/lib/http/openapi';
import {
  apiKeyIdSchema,
  apiKeyRowSchema,
  createdApiKeySchema,
  integrationOffersQuerySchema,
  integrationOffersSchema,
} from './api-schemas';
import { apiKeyCreateSchema } from './schemas';
import { z } from 'zod';

const tag = 'integrations';
const session = [
  { name: 'Cookie', description: 'An owner’s or admin’s session (401 without one, 403 for recruiters)' },
];
const bearer = (scope: string) => [
  {
    name: 'Authorization',
    description: `Bearer <company API key> with the scope ${scope}: a missing, wrong, revoked or other board’s key → 401; a key without the scope → 403; over 300 requests a minute per key → 429 with Retry-After`,
  },
];

documentApi({
  method: 'get',
  path: '/v2/employer-panel/api-keys',
  summary: 'The active company’s working API keys (never their secrets)',
  tag,
  headers: session,
  response: z.object({ keys: z.array(apiKeyRowSchema) }),
});
documentApi({
  method: 'post',
  path: '/v2/employer-panel/api-keys',
  summary: 'Creates an API key with a name and scopes (201); the answer is the only place the secret is ever shown',
  tag,
  headers: session,
  body: apiKeyCreateSchema,
  response: createdApiKeySchema,
});
documentApi({
  method: 'delete',
  path: '/v2/employer-panel/api-keys/{id}',
  summary: 'Revokes an API key (204): its next request is refused with 401',
  tag,
  headers: session,
  params: apiKeyIdSchema,
});
documentApi({
  method: 'get',
  path: '/v1/integrations/offers',
  summary: 'The offers of the API key’s company, oldest first, 50 a page by default (deleted offers are not listed)',
  tag,
  headers: bearer('offers:read'),
  query: integrationOffersQuerySchema,
  response: integrationOffersSchema,
});
