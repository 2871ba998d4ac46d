import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '@/features/account/constants';

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 120;
/** Days an invitation link stays valid. */
export const INVITATION_DAYS = 7;
/** Hours a sign-up confirmation link stays valid. */
export const CONFIRMATION_HOURS = 24;
export const INVITABLE_RIGHTS = ['admin', 'recruiter'] as const;
export const MEMBER_RIGHTS = ['owner', 'admin', 'recruiter'] as const;

const email = z
  .email()
  .max(254)
  .transform((v) => v.trim().toLowerCase());
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** `POST /v1/users/sign_up`: the company and its owner (spec, section Users). */
export const signUpSchema = z.object({
  company: z.object({
    name: z.string().trim().min(COMPANY_NAME_MIN).max(COMPANY_NAME_MAX),
    accepted_regulations: z.boolean().refine((v) => v, 'mustAccept'),
    subscribe_to_newsletter: z.boolean().default(false),
  }),
  user: z
    .object({
      name: z.string().trim().min(1).max(NAME_MAX),
      phone: z
        .string()
        .trim()
        .max(32)
        .refine((v) => PHONE_PATTERN.test(v), 'invalidPhone'),
      email,
      password,
      confirmation: z.string().max(PASSWORD_MAX),
    })
    .refine((u) => u.password === u.confirmation, { path: ['confirmation'], message: 'passwordsDiffer' }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `PATCH /v1/users/confirm`: a sign-up confirmation, or an invitation (then a new user sets a password). */
export const confirmSchema = z
  .object({
    confirmation_token: z.string().min(1).max(200),
    password: password.optional(),
    confirmation: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((b) => b.password === undefined || b.password === b.confirmation, {
    path: ['confirmation'],
    message: 'passwordsDiffer',
  });

export const emailOnlySchema = z.object({ email });

/** `PATCH /v1/users/password`: the reset itself. */
export const resetPasswordSchema = z
  .object({ reset_password_token: z.string().min(1).max(200), password, confirmation: z.string().max(PASSWORD_MAX) })
  .refine((b) => b.password === b.confirmation, { path: ['confirmation'], message: 'passwordsDiffer' });

export const revokeSchema = z.object({ client_id: z.string().max(200).optional() }).optional();

/** `POST /v1/users`: invite someone to the active company. */
export const inviteSchema = z.object({ email, right: z.enum(INVITABLE_RIGHTS) });

export const memberIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'invalid') });
export const memberUpdateSchema = z.object({ right: z.enum(MEMBER_RIGHTS) });

export const activeCompanySchema = z.object({ companyId: z.coerce.number().int().positive().max(2_147_483_647) });

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
