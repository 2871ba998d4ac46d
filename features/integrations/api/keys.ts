/** The query keys of the integrations page. */
export const integrationKeys = {
  apiKeys: ['employer', 'integrations', 'api-keys'] as const,
  webhooks: ['employer', 'integrations', 'webhooks'] as const,
  deliveries: ['employer', 'integrations', 'webhook-deliveries'] as const,
};
