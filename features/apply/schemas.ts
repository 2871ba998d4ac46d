import { z } from 'zod';
import { APPLY_LIMITS, HISTORY_BATCH } from './constants';

export { APPLY_LIMITS, ATTACHMENT_KINDS } from './constants';

/** Multipart booleans arrive as text; absent means false. */
const flag = z.enum(['true', 'false']).optional();

/**
 * The apply form's text fields as the server reads them from multipart. The attachment (or
 * cv_token) travels beside them; `source` and `candidate_id` are decided on the server.
 */
export const applyFieldsSchema = z.object({
  name: z.string().trim().min(1).max(APPLY_LIMITS.nameMax),
  email: z.string().trim().max(APPLY_LIMITS.emailMax).pipe(z.email()),
  message: z.string().max(APPLY_LIMITS.messageMax).optional(),
  future_consent_accepted: flag,
  custom_consent_accepted: flag,
  marketing_consent_accepted: z.enum(['true', 'false', 'null', '']).optional(),
  /** A short-lived token of the signed-in candidate's stored CV, sent instead of re-uploading it. */
  cv_token: z.string().max(500).optional(),
  /**
   * A signed-in candidate without a CV on the profile asks for the uploaded one to be kept there (unticked
   * unless they tick it: decision 0064).
   */
  keep_cv: flag,
  source: z.string().max(40).optional(),
  candidate_id: z.string().max(100).optional(),
});

export type ApplyFields = z.output<typeof applyFieldsSchema>;

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
