import * as z from 'zod/mini';
import { APPLICATION_LIMITS } from './constants';

/**
 * An e-mail the employer wrote (or kept) from the template: plain text, never HTML. zod/mini, so the
 * rejection dialog validates with it in the browser (`catalogueResolver`) without bundling full zod; the
 * status route parses the same schema (./schemas).
 */
export const candidateMailInput = z.object({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_LIMITS.mailSubjectMax)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLICATION_LIMITS.mailBodyMax)),
});
export type CandidateMailInput = z.output<typeof candidateMailInput>;
