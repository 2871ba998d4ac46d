import { z } from 'zod';
import { APPLICATION_LIMITS, APPLICATION_SORTS, APPLICATION_STATUSES } from './constants';
import { rowId } from '@/lib/http/row-id';
import { candidateMailInput } from './mail-schema';

const id = rowId;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)));

/** A value given once or repeated in the query string (`status=new&status=seen`). */
const many = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(APPLICATION_STATUSES.length)])
    .transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

export const applicationIdParams = z.object({ id });
export const downloadParams = z.object({ slug: z.string().min(1).max(300), id });
export const downloadQuery = z.object({
  inline: z.enum(['1', 'true']).optional(),
  /** One file of the application (the first when absent). */
  file: id.optional(),
});

export const applicationListQuery = z.object({
  q: z.string().trim().max(APPLICATION_LIMITS.searchMax).optional(),
  status: many(z.enum(APPLICATION_STATUSES)).optional(),
  offerId: id.optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(APPLICATION_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(APPLICATION_LIMITS.pageSizeMax).default(25),
});
export type ApplicationListQuery = z.output<typeof applicationListQuery>;

export { candidateMailInput, type CandidateMailInput } from './mail-schema';

/** The status is checked by the service (a value outside the list is a 422, not a 400). */
export const statusChangeBody = z.object({
  status: z.string().max(40),
  /** Rejection only: the e-mail to send instead of the default one. */
  mail: z.optional(candidateMailInput),
});

export const bulkStatusBody = z.object({
  ids: z.array(id).min(1).max(APPLICATION_LIMITS.bulkMax),
  status: z.string().max(40),
});

export { reviewBody } from './review-schema';

export const applicationListItem = z.object({
  id: z.number().int(),
  offer: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  name: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  rating: z.number().int().nullable(),
  hasAttachment: z.boolean(),
  createdAt: z.string(),
  statusChangedAt: z.string().nullable(),
});
export type ApplicationListItem = z.output<typeof applicationListItem>;

export const notificationSettingsBody = z.object({ applicationStatusEmails: z.boolean() });
