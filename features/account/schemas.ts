import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';

export { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES, MAX_DOCUMENTS } from './constants';

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

export { profileUpdateSchema, type ProfileUpdate } from './profile-schema';

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
