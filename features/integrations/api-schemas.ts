import { z } from 'zod';
import { API_KEY_SCOPES } from '@/lib/auth/api-key-scopes';
import { serverShapeSchema } from '@/features/offer-form/server/public';
import { rowId } from '@/lib/http/row-id';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '@/lib/webhooks/event-types';

// Schemas of the integration routes (server side; the panel form's own schema is in schemas.ts).

export const apiKeyIdSchema = z.object({ id: rowId });

export const apiKeyRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string().describe('The start of the secret, to tell keys apart'),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  createdBy: z.string().nullable().describe('Name of the person who made the key'),
  lastUsedAt: z.string().nullable(),
});

/** The answer of the key list. */
export const apiKeysSchema = z.object({ keys: z.array(apiKeyRowSchema) });

export const createdApiKeySchema = z.object({
  key: apiKeyRowSchema,
  secret: z.string().describe('The key itself (wk_live_…): shown in this answer only, stored as its hash'),
});

/** Offer states the integrations API lists (deleted offers are gone for it). */
export const INTEGRATION_OFFER_STATUSES = ['draft', 'pending_payment', 'published', 'expired', 'finished'] as const;

export const integrationOffersQuerySchema = z.object({
  status: z.enum(INTEGRATION_OFFER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  after: rowId.optional().describe('The `nextCursor` of the previous page'),
  externalId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Only the offer posted through the posting API with this external id'),
});

export const integrationOfferSchema = z.object({
  id: z.number(),
  externalId: z.string().nullable().describe('The integrator’s id, for offers posted through the posting API'),
  reference: z.string().describe('The offer’s stable public identifier (the feeds’ reference)'),
  title: z.string(),
  status: z.enum(INTEGRATION_OFFER_STATUSES),
  url: z.string().describe('The offer’s page on the board'),
  planKey: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export const integrationOffersSchema = z.object({
  offers: z.array(integrationOfferSchema),
  nextCursor: z.number().nullable().describe('Pass as `after` for the next page; null on the last page'),
});

// The posting API (decision 0056).

/** An integrator's own id for an offer: letters, digits and `. _ : ~ -`, up to 100 characters (safe in a path). */
export const externalIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:~-]+$/)
  .describe('The integrator’s own id for the offer, unique per company: the idempotency key of creates');

export const postingParamsSchema = z.object({ externalId: externalIdSchema });

const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('A publication code of the company; without one, the company’s own codes are used');

export const postingCreateSchema = z.object({
  externalId: externalIdSchema,
  offer: serverShapeSchema.describe(
    'The offer in the form’s server shape; empty company fields and the information clause take the company’s',
  ),
  publish: z.boolean().default(false).describe('Publish at once (with `code` or the company’s codes)'),
  code: codeSchema.optional(),
});

export const postingUpdateSchema = z.object({ offer: serverShapeSchema });

export const postingPublishSchema = z.object({ code: codeSchema.optional() }).default({});

/** Where an offer posted through the API stands: `draft` until it is published or waits for its payment. */
export const POSTING_STATUSES = [...INTEGRATION_OFFER_STATUSES, 'deleted'] as const;

export const postingSchema = z.object({
  externalId: z.string(),
  draftId: z.number().describe('The draft the offer is written in (the panel opens it to pay)'),
  offerId: z.number().nullable().describe('The offer, once published or waiting for its payment'),
  reference: z.string().nullable().describe('The offer’s stable public identifier (the feeds’ reference)'),
  status: z.enum(POSTING_STATUSES),
  title: z.string(),
  planKey: z.string(),
  url: z.string().nullable().describe('The offer’s page on the board, once it is an offer'),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export const webhookIdSchema = z.object({ id: rowId });

export const webhookEndpointRowSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  secretPrefix: z.string().describe('The start of the signing secret, to tell secrets apart'),
  createdAt: z.string(),
  failingSince: z.string().nullable().describe('Every attempt since this moment failed; null after a success'),
  pausedAt: z.string().nullable().describe('Paused after a day of failures: nothing is sent until resumed'),
});

/** The answer of the endpoint list. */
export const webhookEndpointsSchema = z.object({ endpoints: z.array(webhookEndpointRowSchema) });

/** The answer of a resumed endpoint. */
export const resumedWebhookSchema = z.object({ endpoint: webhookEndpointRowSchema });

export const createdWebhookSchema = z.object({
  endpoint: webhookEndpointRowSchema,
  secret: z.string().describe('The signing secret (whsec_…): shown in this answer only'),
});

export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: rowId.optional().describe('The `nextCursor` of the previous page'),
  endpointId: rowId.optional(),
});

export const webhookDeliveryRowSchema = z.object({
  id: z.number(),
  endpointId: z.number(),
  url: z.string(),
  eventId: z.string().describe('The event’s id, the same in every delivery and resend of it'),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  lastResponseStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  resendOf: z.number().nullable(),
});

export const webhookDeliveriesSchema = z.object({
  deliveries: z.array(webhookDeliveryRowSchema),
  nextCursor: z.number().nullable(),
});

/** The answer of a resend: the new delivery. */
export const resentDeliverySchema = z.object({ delivery: webhookDeliveryRowSchema });
