import * as z from 'zod/mini';
import { API_KEY_SCOPES, type ApiKeyScope } from '@/lib/auth/api-key-scopes';
import { WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus, type WebhookEventType } from '@/lib/webhooks/event-types';

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

/** A key as the panel shows it: never the secret, only its first characters. */
export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the row, and the secret, which is never shown again. */
export interface CreatedApiKey {
  key: ApiKeyRow;
  secret: string;
}

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
export interface WebhookEndpointRow {
  id: number;
  url: string;
  events: WebhookEventType[];
  secretPrefix: string;
  createdAt: string;
  /** Failing since this moment (null: the last attempt succeeded, or none yet). */
  failingSince: string | null;
  /** Paused after a day of failures; nothing is sent until it is resumed. */
  pausedAt: string | null;
}

export interface CreatedWebhookEndpoint {
  endpoint: WebhookEndpointRow;
  /** The signing secret (`whsec_…`): in this answer only. */
  secret: string;
}

export interface WebhookDeliveryRow {
  id: number;
  endpointId: number;
  url: string;
  eventId: string;
  type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastResponseStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  resendOf: number | null;
}
