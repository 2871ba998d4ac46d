import { z } from 'zod';

import { ALERT_FREQUENCIES, ALERT_NAME_MAX, ALERT_NAME_PATTERN, DEFAULT_FREQUENCY } from './rules';
import { rowId } from '@/lib/http/row-id';

export * from './rules';

export const alertNameSchema = z
  .string()
  .trim()
  .max(ALERT_NAME_MAX)
  .refine((v) => v.length > 0, 'alerts.nameRequired')
  .refine((v) => v.length === 0 || ALERT_NAME_PATTERN.test(v), 'alerts.nameCharacters');
export const frequencySchema = z.enum(ALERT_FREQUENCIES);
/** A list URL of the board (path and query, optionally absolute or under /en). */
export const searchUrlSchema = z.string().trim().min(1).max(4000);
const id = rowId;
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/);

export const createJobFilterBodySchema = z.object({
  searchUrl: searchUrlSchema,
  name: alertNameSchema,
  /** Accepted for the spec's shape; the server derives filters from searchUrl. */
  filters: z.unknown().optional(),
});

export const createJobAlertBodySchema = z.object({
  jobFilterId: id,
  frequency: frequencySchema.default(DEFAULT_FREQUENCY),
  name: alertNameSchema.optional(),
});

export const frequencyBodySchema = z.object({ frequency: frequencySchema });

export const guestJobAlertBodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  frequency: frequencySchema.default(DEFAULT_FREQUENCY),
  name: alertNameSchema,
  filters: z.unknown().optional(),
  searchUrl: searchUrlSchema,
  createCandidate: z.boolean().default(false),
  marketingAgreement: z.boolean().default(false),
  privacyPolicyAccepted: z
    .boolean()
    .default(false)
    .refine((v) => v, 'alerts.privacyRequired'),
});

export const activationBodySchema = z.object({
  jobFilterId: id,
  code,
  candidateId: z.union([z.string(), z.number()]).optional(),
});

export const tenantParamsSchema = z.object({ tenant: z.string().max(100) });
export const filterParamsSchema = tenantParamsSchema.extend({ id });
export const unsubscribeParamsSchema = tenantParamsSchema.extend({ a: id, b: code });

export type GuestJobAlertBody = z.output<typeof guestJobAlertBodySchema>;

/** One saved search as GET /job-filters answers it. */
export const jobFilterDtoSchema = z.object({
  id: z.number().int(),
  searchUrl: z.string(),
  filterName: z.string(),
  filters: z.record(z.string(), z.unknown()),
  count: z.number().int(),
  jobAlert: z.object({ status: z.enum(['pending', 'active', 'inactive']), frequency: frequencySchema }).nullable(),
});
export type JobFilterDto = z.output<typeof jobFilterDtoSchema>;

/** The spec's 409 messages (the client tells the variants apart by them). */
export const CONFLICT_MESSAGES = {
  profileExists: 'Candidate profile already exists',
  activeAlertExists: 'Job filter with active job alert already exists',
  alertExists: 'Job alert already exists',
  filterExists: 'Job filter already exists',
} as const;
