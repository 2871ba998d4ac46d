import * as z from 'zod/mini';
import { APPLICATION_LIMITS } from './constants';

/**
 * The private notes and the 1–5 rating of an application. Notes are plain text (HTML is kept as typed, never
 * rendered); a missing field is left as it is. zod/mini, so the review panel validates with it in the browser
 * (`catalogueResolver`); the PATCH route parses the same schema (./schemas).
 */
export const reviewBody = z.object({
  notes: z.optional(z.nullable(z.string().check(z.maxLength(APPLICATION_LIMITS.notesMax)))),
  rating: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(5)))),
});
