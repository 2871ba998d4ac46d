import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/email';
import { APPLY_LIMITS } from './constants';
import { fileProblem } from './file-problem';

export type { FileProblem } from './file-problem';

/** Same rules as the server's `applyFieldsSchema`, in zod/mini for the browser; messages are keys of `apply`. */

export const applyFormSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(APPLY_LIMITS.nameMax)),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'required' }),
        z.maxLength(APPLY_LIMITS.emailMax, { error: 'invalidEmail' }),
        z.regex(EMAIL_PATTERN, { error: 'invalidEmail' }),
      ),
    message: z.string().check(z.maxLength(APPLY_LIMITS.messageMax, { error: 'messageTooLong' })),
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
    z.refine((v) => Boolean(v.file) || v.useProfileCv || v.message.trim().length > 0, {
      error: 'attachmentOrMessage',
      path: ['file'],
    }),
  );

export type ApplyFormValues = z.infer<typeof applyFormSchema>;
