// What a company's webhook endpoint can be told about (decision 0057). Pure: the panel's form uses it too.

export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.status_changed',
  'offer.published',
  'offer.expired',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
