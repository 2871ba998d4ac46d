import { z } from 'zod';

/** Phone per the spec: optional + and a 1–4 digit prefix, then digit groups with optional separators. */
export const PHONE_PATTERN = /^(\+\d{1,4}[\s-]?)?(\(?\d{1,4}\)?[\s-]?)?\d{2,4}([\s-]?\d{2,4}){1,4}$/;
export const PROFILE_MESSAGE_MAX = 1000;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Photo rules (spec section 5): .jpeg, .png, .jpg, at most 5 MB (5,242,880 bytes); an empty file is corrupt. */
export const AVATAR_MAX_BYTES = 5_242_880;
export const AVATAR_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** CV files follow the application attachment rules. */
export const DOCUMENT_MAX_BYTES = 5_000_000;
export const MAX_DOCUMENTS = 5;

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

export const registerSchema = z.object({
  name: z.string().trim().min(1).max(NAME_MAX),
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  privacyAccepted: z.boolean().refine((v) => v, 'mustAccept'),
  marketingAgreement: z.boolean().default(false),
  redirectId: optionalId,
  /** The signed token handed out with the redirect; without it redirectId is not linked. */
  redirectToken: z.string().max(200).optional(),
  applicationId: optionalId,
  favoriteOfferId: optionalId,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1).max(NAME_MAX),
  lastName: z.string().trim().max(NAME_MAX).default(''),
  phone: z
    .string()
    .trim()
    .max(32)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'invalidPhone')
    .default(''),
  message: z.string().max(PROFILE_MESSAGE_MAX).default(''),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const deleteAccountSchema = z.object({ confirmEmail: z.string().trim().max(254) });

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
