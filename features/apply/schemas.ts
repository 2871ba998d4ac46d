import { z } from 'zod';
import { HISTORY_BATCH } from './constants';

export { APPLY_LIMITS, ATTACHMENT_KINDS } from './constants';

export const applyResponseSchema = z.object({
  id: z.number().int(),
  /** The uploaded CV became the profile's (asked for with `keep_cv`, and the profile had none). */
  cvKept: z.boolean(),
});

export const trackRedirectResponseSchema = z.object({
  apply_url: z.string(),
  redirect_id: z.number().int(),
  redirectId: z.number().int(),
  /** Proof that this visitor was handed the redirect: /register links it to the new account only with it. */
  redirect_token: z.string(),
});

export const redirectUpdateSchema = z.object({ isConfirmed: z.literal(true) });

export const historyQuerySchema = z.object({
  isConfirmed: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Spec 7/9: isAppliedTo is asked for offers in batches of 25. */
  jobAdvertisementsIds: z
    .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(HISTORY_BATCH)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

export const historyItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['application', 'redirect']),
  jobAdvertisementId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  companyName: z.string(),
  appliedAt: z.string(),
  status: z.string(),
  /** When the employer last moved the application (null: never, or not an application). */
  statusChangedAt: z.string().nullable(),
  isOfferActive: z.boolean(),
  hasAttachment: z.boolean(),
});

export type HistoryItem = z.output<typeof historyItemSchema>;
