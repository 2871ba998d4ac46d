import * as z from 'zod/mini';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '@/features/account/constants';
import { COMPANY_RULES } from '@/lib/company-rules';

// zod/mini: the sign-up, password and invitation forms validate in the browser with these same schemas.

export const COMPANY_NAME_MIN = COMPANY_RULES.nameMin;
export const COMPANY_NAME_MAX = COMPANY_RULES.nameMax;
/** Days an invitation link stays valid. */
export const INVITATION_DAYS = 7;
/** Hours a sign-up confirmation link stays valid. */
export const CONFIRMATION_HOURS = 24;
export const INVITABLE_RIGHTS = ['admin', 'recruiter'] as const;
export const MEMBER_RIGHTS = ['owner', 'admin', 'recruiter'] as const;

/** An e-mail as typed: trimmed and lower-cased, then checked. */
const email = z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, { abort: true }), z.maxLength(254), z.email());
const password = z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX));
const confirmation = z.string().check(z.maxLength(PASSWORD_MAX));
const samePasswords = <T extends { password?: string; confirmation?: string }>() =>
  z.refine<T>((b) => b.password === undefined || b.password === b.confirmation, {
    path: ['confirmation'],
    error: 'passwordsDiffer',
  });

/** A person's first and last name, as the sign-up and the invitation ask for it. */
const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX));
/** The regulations and privacy policy accepted (a ticked box). */
const acceptedRegulations = z.boolean().check(z.refine((v) => v, { error: 'mustAccept' }));

/** `POST /v1/users/sign_up`: the company and its owner (spec, section Users). */
export const signUpSchema = z.object({
  company: z.object({
    name: z.string().check(z.trim(), z.minLength(COMPANY_NAME_MIN), z.maxLength(COMPANY_NAME_MAX)),
    accepted_regulations: acceptedRegulations,
    subscribe_to_newsletter: z._default(z.boolean(), false),
  }),
  user: z
    .object({
      name: personName,
      phone: z.string().check(
        z.trim(),
        z.minLength(1, { abort: true }),
        z.maxLength(32, { error: 'invalidPhone' }),
        z.refine((v) => PHONE_PATTERN.test(v), { error: 'invalidPhone' }),
      ),
      email,
      password,
      confirmation,
    })
    .check(samePasswords()),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * `PATCH /v1/users/confirm`: a sign-up confirmation, or an invitation. A new user joining by invitation gives
 * a name, a password and the regulations' acceptance, as the sign-up asks them (the service requires them
 * then); an existing one only accepts.
 */
export const confirmSchema = z
  .object({
    confirmation_token: z.string().check(z.minLength(1), z.maxLength(200)),
    name: z.optional(personName),
    password: z.optional(password),
    confirmation: z.optional(confirmation),
    accepted_regulations: z.optional(acceptedRegulations),
  })
  .check(samePasswords());

/** The invitation form of a new user: name, the new password twice and the regulations (the token travels beside them). */
export const invitationSignUpSchema = z
  .object({ name: personName, password, confirmation, accepted_regulations: acceptedRegulations })
  .check(samePasswords());

export const emailOnlySchema = z.object({ email });

/** `PATCH /v1/users/password`: the reset itself. */
export const resetPasswordSchema = z
  .object({ reset_password_token: z.string().check(z.minLength(1), z.maxLength(200)), password, confirmation })
  .check(samePasswords());

/** The new password twice, as the reset and invitation forms ask for it (the token travels beside it). */
export const newPasswordSchema = z.object({ password, confirmation }).check(samePasswords());

export const revokeSchema = z.optional(z.object({ client_id: z.optional(z.string().check(z.maxLength(200))) }));

/** `POST /v1/users`: invite someone to the active company. */
export const inviteSchema = z.object({ email, right: z.enum(INVITABLE_RIGHTS) });

export const memberIdSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/, { error: 'invalid' })) });
export const memberUpdateSchema = z.object({ right: z.enum(MEMBER_RIGHTS) });

export const activeCompanySchema = z.object({
  companyId: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

/** A member as the users page and `GET /v2/employer-panel/users` show them. */
export interface MemberRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  right: (typeof MEMBER_RIGHTS)[number];
  confirmed: boolean;
  joinedAt: string;
  you: boolean;
}

export interface InvitationRow {
  id: number;
  email: string;
  right: (typeof INVITABLE_RIGHTS)[number];
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}
