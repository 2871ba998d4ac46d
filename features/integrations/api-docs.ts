import { documentApi } from '@/lib/http/openapi';
import {
  createdWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  webhookEndpointsSchema,
  webhookIdSchema,
  apiKeyIdSchema,
  apiKeysSchema,
  createdApiKeySchema,
  resentDeliverySchema,
  resumedWebhookSchema,
  integrationOffersQuerySchema,
  integrationOffersSchema,
  postingCreateSchema,
  postingParamsSchema,
  postingPublishSchema,
  postingSchema,
  postingUpdateSchema,
} from './api-schemas';
import { apiKeyCreateSchema, webhookCreateSchema } from './schemas';
import { applicationListItem, applicationListQuery } from '@/features/employer-applications/schemas';
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
  response: apiKeysSchema,
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

// The posting API (decision 0056).
const fieldErrors =
  ' Invalid content → 400 with the offer form’s field messages (`fields[].field` names the server shape’s path, as the form’s API does); nothing is written.';
documentApi({
  method: 'post',
  path: '/v1/integrations/offers',
  summary:
    'Creates an offer for the integrator’s externalId (201), validated as the employer form validates it; with `publish`, published in the same step (see publish). The externalId is the idempotency key: when the company already has it, the existing offer is answered with 200, and nothing is written or charged.' +
    fieldErrors,
  tag,
  headers: bearer('offers:write'),
  body: postingCreateSchema,
  response: postingSchema,
});
documentApi({
  method: 'get',
  path: '/v1/integrations/offers/{externalId}',
  summary: 'The offer posted with this externalId, in any state (`draft` until published or waiting for payment)',
  tag,
  headers: bearer('offers:read'),
  params: postingParamsSchema,
  response: postingSchema,
});
documentApi({
  method: 'patch',
  path: '/v1/integrations/offers/{externalId}',
  summary:
    'Replaces the offer’s content. Before publication the draft is saved (its plan may change); after it, the offer is updated as in the panel (its plan, state and dates stay).' +
    fieldErrors,
  tag,
  headers: bearer('offers:write'),
  params: postingParamsSchema,
  body: postingUpdateSchema,
  response: postingSchema,
});
documentApi({
  method: 'post',
  path: '/v1/integrations/offers/{externalId}/publish',
  summary:
    'Publishes the offer with the named code, else with one of the company’s own codes (never without one): 402 PAYMENT_REQUIRED with the panel page to pay on when the company has none, nothing changed; a code’s own errors on the `code` field (400, 409 when used up). A published offer is answered as it is, nothing charged; 409 for one waiting for payment or ended.',
  tag,
  headers: bearer('offers:write'),
  params: postingParamsSchema,
  body: postingPublishSchema,
  response: postingSchema,
});
documentApi({
  method: 'post',
  path: '/v1/integrations/offers/{externalId}/finish',
  summary:
    'Ends the published offer now (“finish recruitment”); a finished offer is answered as it is, 409 for one that is not active',
  tag,
  headers: bearer('offers:write'),
  params: postingParamsSchema,
  response: postingSchema,
});

// Webhook endpoints and their delivery log: the same operations for a panel session and for a key.
for (const [prefix, headers] of [
  ['/v2/employer-panel', session],
  ['/v1/integrations', bearer('webhooks')],
] as const) {
  documentApi({
    method: 'get',
    path: `${prefix}/webhooks`,
    summary: 'The company’s webhook endpoints (never their signing secrets)',
    tag,
    headers: [...headers],
    response: webhookEndpointsSchema,
  });
  documentApi({
    method: 'post',
    path: `${prefix}/webhooks`,
    summary:
      'Registers a webhook endpoint for some events (201): https (http only to this machine where allowed); the answer is the only place its signing secret is shown',
    tag,
    headers: [...headers],
    body: webhookCreateSchema,
    response: createdWebhookSchema,
  });
  documentApi({
    method: 'delete',
    path: `${prefix}/webhooks/{id}`,
    summary: 'Removes a webhook endpoint and its delivery log (204)',
    tag,
    headers: [...headers],
    params: webhookIdSchema,
  });
  documentApi({
    method: 'post',
    path: `${prefix}/webhooks/{id}/resume`,
    summary: 'Resumes an endpoint paused after a day of failures',
    tag,
    headers: [...headers],
    params: webhookIdSchema,
    response: resumedWebhookSchema,
  });
  documentApi({
    method: 'get',
    path: `${prefix}/webhook-deliveries`,
    summary: 'The company’s webhook deliveries, newest first: status, attempts, last answer',
    tag,
    headers: [...headers],
    query: webhookDeliveriesQuerySchema,
    response: webhookDeliveriesSchema,
  });
  documentApi({
    method: 'post',
    path: `${prefix}/webhook-deliveries/{id}/resend`,
    summary:
      'Sends a delivered or failed delivery’s event again, as a new delivery (201); 409 while it is queued or its endpoint paused',
    tag,
    headers: [...headers],
    params: webhookIdSchema,
    response: resentDeliverySchema,
  });
}
documentApi({
  method: 'get',
  path: '/v1/integrations/cv/{token}',
  summary:
    'An application’s file, for the holder of the signed link in an application.created webhook (valid for an hour; 404 when wrong or expired)',
  tag,
  params: z.object({ token: z.string() }),
});

// Applications to the company's offers (decision 0055): the panel's list, for a key.
documentApi({
  method: 'get',
  path: '/v1/integrations/applications',
  summary:
    'The applications to the key’s company’s offers (or one offer: offerId), searchable (q: name, e-mail, message), filtered by status (repeatable) and received date (from/to, inclusive days), sorted, paged, as the panel’s list gives them. A key reaches every offer of its company. Files are delivered by the application.created webhook as signed links.',
  tag,
  headers: bearer('applications:read'),
  query: applicationListQuery,
  response: z.object({ data: z.array(applicationListItem), meta: z.object({ totalItems: z.number().int() }) }),
});
