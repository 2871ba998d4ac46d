import * as z from 'zod/mini';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';

// zod/mini: the registration and password forms validate in the browser with these same schemas (the register
// route parses `registerSchema`; the auth library's password endpoints apply the same lengths, lib/auth/auth.ts).

export { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES, MAX_DOCUMENTS } from './constants';

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)));

/** An e-mail as typed: trimmed, then checked (nothing typed is not an address either). */
const email = z.string().check(z.trim(), z.maxLength(254), z.email());
const password = z.string().check(z.minLength(PASSWORD_MIN, { error: 'passwordTooShort' }), z.maxLength(PASSWORD_MAX));

export const registerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'nameRequired' }), z.maxLength(NAME_MAX)),
  email,
  password,
  privacyAccepted: z.boolean().check(z.refine((v) => v, { error: 'mustAccept' })),
  marketingAgreement: z._default(z.boolean(), false),
  redirectId: optionalId,
  /** The signed token handed out with the redirect; without it redirectId is not linked. */
  redirectToken: z.optional(z.string().check(z.maxLength(200))),
  applicationId: optionalId,
  favoriteOfferId: optionalId,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The forgotten-password form: the account's e-mail (`POST /api/auth/request-password-reset` adds where to go). */
export const passwordResetRequestSchema = z.object({ email });

/** The new password twice, sent with the e-mailed token (`POST /api/auth/reset-password` takes `newPassword`). */
export const newPasswordSchema = z
  .object({ password, repeat: z.string().check(z.maxLength(PASSWORD_MAX)) })
  .check(z.refine((b) => b.password === b.repeat, { path: ['repeat'], error: 'passwordsDiffer' }));

export { profileUpdateSchema, type ProfileUpdate } from './profile-schema';

export const deleteAccountSchema = z.object({ confirmEmail: z.string().check(z.trim(), z.maxLength(254)) });

/** The spec's profile answer. */
export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  message: string;
  avatarUrl: string | null;
  applicationDocs: { id: number; type: 'cv'; fileName: string; sizeBytes: number; createdAt: string }[];
  matchmaking: { mandatoryPreferencesFilledIn: boolean };
}
