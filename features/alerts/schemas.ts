import { z } from 'zod';

import { alertNameSchema, frequencySchema } from './alert-schema';
import { DEFAULT_FREQUENCY } from './rules';
import { rowId } from '@/lib/http/row-id';

export * from './rules';

const id = rowId;
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/);

export const createJobAlertBodySchema = z.object({
  jobFilterId: id,
  frequency: z._default(frequencySchema, DEFAULT_FREQUENCY),
  name: z.optional(alertNameSchema),
});

export const frequencyBodySchema = z.object({ frequency: frequencySchema });

export const activationBodySchema = z.object({
  jobFilterId: id,
  code,
  candidateId: z.union([z.string(), z.number()]).optional(),
});

export const tenantParamsSchema = z.object({ tenant: z.string().max(100) });
export const filterParamsSchema = tenantParamsSchema.extend({ id });
export const unsubscribeParamsSchema = tenantParamsSchema.extend({ a: id, b: code });

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
