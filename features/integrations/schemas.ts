import * as z from 'zod/mini';
import { API_KEY_SCOPES } from '@/lib/auth/api-key-scopes';
import { WEBHOOK_EVENT_TYPES } from '@/lib/webhooks/event-types';
import type {
  apiKeyRowSchema,
  createdApiKeySchema,
  createdWebhookSchema,
  webhookDeliveryRowSchema,
  webhookEndpointRowSchema,
} from './api-schemas';

// zod/mini: the panel's key form validates in the browser with this same schema.

export const API_KEY_NAME_MAX = 60;
/** Keys a company may hold at once (revoked ones do not count): enough for every system, not a pile. */
export const API_KEYS_PER_COMPANY = 20;

export const apiKeyCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_KEY_NAME_MAX)),
  scopes: z.array(z.enum(API_KEY_SCOPES)).check(
    z.minLength(1),
    z.maxLength(API_KEY_SCOPES.length),
    z.refine((s) => new Set(s).size === s.length, { error: 'duplicate' }),
  ),
});
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

// The answers' shapes are declared once, as the schemas of ./api-schemas the routes send through and the
// OpenAPI document shows; the panel takes their types (type-only: no zod reaches the browser).

/** A key as the panel shows it: never the secret, only its first characters. */
export type ApiKeyRow = z.output<typeof apiKeyRowSchema>;
/** The answer to creating a key: the row, and the secret, which is never shown again. */
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;

export const WEBHOOK_URL_MAX = 2000;
/** Endpoints a company may register at once. */
export const WEBHOOKS_PER_COMPANY = 10;

export const webhookCreateSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(WEBHOOK_URL_MAX), z.url({ error: 'invalidUrl' })),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).check(
    z.minLength(1),
    z.maxLength(WEBHOOK_EVENT_TYPES.length),
    z.refine((s) => new Set(s).size === s.length, { error: 'duplicate' }),
  ),
});
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;

/** An endpoint as the panel and the API show it: never the secret, only its first characters. */
export type WebhookEndpointRow = z.output<typeof webhookEndpointRowSchema>;
/** The answer to registering an endpoint: the row and the signing secret (`whsec_…`), in this answer only. */
export type CreatedWebhookEndpoint = z.output<typeof createdWebhookSchema>;
export type WebhookDeliveryRow = z.output<typeof webhookDeliveryRowSchema>;
