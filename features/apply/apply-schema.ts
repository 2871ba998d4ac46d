import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/email';
import { APPLY_LIMITS } from './constants';
import { fileProblem } from './file-problem';

export type { FileProblem } from './file-problem';

/**
 * The apply form's rules, one declaration for the route (`applyFieldsSchema`, the multipart text fields) and the
 * form (`applyFormSchema`, which adds what only the page holds: the chosen file and the kept CV). zod/mini, so the
 * browser needs no full zod. Issues are catalogue references (`errors.validation`, decision 0047); the form words
 * them with its own `apply` messages first.
 */
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(APPLY_LIMITS.nameMax));
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(APPLY_LIMITS.emailMax, { error: 'invalidEmail' }),
    z.regex(EMAIL_PATTERN, { error: 'invalidEmail' }),
  );
const message = z.string().check(z.maxLength(APPLY_LIMITS.messageMax));

/** Multipart booleans arrive as text; absent means false. */
const flag = z.optional(z.enum(['true', 'false']));

/**
 * The apply form's text fields as the server reads them from multipart. The attachment (or cv_token) travels
 * beside them; `source` and `candidate_id` are decided on the server.
 */
export const applyFieldsSchema = z.object({
  name,
  email,
  message: z.optional(message),
  future_consent_accepted: flag,
  custom_consent_accepted: flag,
  marketing_consent_accepted: z.optional(z.enum(['true', 'false', 'null', ''])),
  /** A short-lived token of the signed-in candidate's stored CV, sent instead of re-uploading it. */
  cv_token: z.optional(z.string().check(z.maxLength(500))),
  /**
   * A signed-in candidate without a CV on the profile asks for the uploaded one to be kept there (unticked
   * unless they tick it: decision 0064).
   */
  keep_cv: flag,
  source: z.optional(z.string().check(z.maxLength(40))),
  candidate_id: z.optional(z.string().check(z.maxLength(100))),
});

export type ApplyFields = z.output<typeof applyFieldsSchema>;

/** The form's values: the same text rules, the file it holds and its choices as booleans. */
export const applyFormSchema = z
  .object({
    name,
    email,
    message,
    file: z.nullable(z.custom<File>()),
    useProfileCv: z.boolean(),
    /** Keep the uploaded CV as the profile's (offered to a signed-in candidate without one). */
    keepCv: z.boolean(),
    futureConsent: z.boolean(),
    customConsent: z.boolean(),
    marketingConsent: z.boolean(),
  })
  .check(
    z.refine((v) => !v.file || fileProblem(v.file) === null, { error: 'fileType', path: ['file'] }),
    // The server's own rule on the attachment beside the fields (apply-service), checked here before sending.
    z.refine((v) => Boolean(v.file) || v.useProfileCv || v.message.trim().length > 0, {
      error: 'attachmentOrMessage',
      path: ['file'],
    }),
  );

export type ApplyFormValues = z.infer<typeof applyFormSchema>;
