import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { recordAudit } from '@/lib/audit';
import { getAuth } from '@/lib/auth/auth';
import { authScopeOf } from '@/lib/auth/caller';
import { runInAuthScope } from '@/lib/auth/context';
import type { Db } from '@/lib/db/client';
import { accounts, companies, companyInvitations, companyMembers, users, verifications } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';
import { clientIp, assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { localized } from '../paths';
import { CONFIRMATION_HOURS, type SignUpInput } from '../schemas';
import { sendConfirmationMail, sendExistingAccountMail, type MailScope } from './mails';
import { confirmationIdentifier, hashToken, newToken } from './tokens';

export interface RequestScope {
  headers: Headers;
  tenant: Tenant;
  locale: Locale;
  db: Db;
}

export const mailScopeOf = (scope: RequestScope, locale: Locale = scope.locale): MailScope => ({
  tenantId: scope.tenant.id,
  brand: scope.tenant.config.brand.name,
  origin: publicOrigin(scope.headers),
  locale,
});

const LOGO_COLORS = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#1a7f37', '#0969da', '#6639ba'];

const newUserId = () => randomBytes(16).toString('hex');

function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'company';
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || 'C';

/** Creates the login of a new employer user (verified or not) with a credential account. */
async function insertUser(
  tx: Db,
  tenantId: number,
  user: {
    name: string;
    email: string;
    phone?: string | null;
    password: string;
    verified: boolean;
    termsAcceptedAt: Date;
  },
): Promise<string> {
  const id = newUserId();
  await tx.insert(users).values({
    id,
    tenantId,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    emailVerified: user.verified,
    role: 'employer',
    termsAcceptedAt: user.termsAcceptedAt,
  });
  await tx.insert(accounts).values({
    id: newUserId(),
    userId: id,
    accountId: id,
    providerId: 'credential',
    password: await hashPassword(user.password),
  });
  return id;
}

async function issueConfirmation(tx: Db, userId: string): Promise<string> {
  const token = newToken();
  await tx.insert(verifications).values({
    id: newUserId(),
    identifier: confirmationIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + CONFIRMATION_HOURS * 3_600_000),
  });
  return token;
}

/**
 * `POST /v1/users/sign_up`: the company, its owner and the confirmation mail in one transaction. An address
 * that already has an account on this board gets a mail instead, and the caller the same answer.
 */
export async function signUpCompany(scope: RequestScope, input: SignUpInput): Promise<{ email: string }> {
  const { db, tenant } = scope;
  await assertRateLimit(`employer:sign-up:${tenant.id}:${clientIp(scope.headers)}`, RATE_LIMITS.register);
  const mail = mailScopeOf(scope);
  const { email } = input.user;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
      .limit(1);
    if (existing) {
      await sendExistingAccountMail(tx, mail, email, existing.name);
      return;
    }
    const userId = await insertUser(tx, tenant.id, { ...input.user, verified: false, termsAcceptedAt: new Date() });
    const slugBase = slugOf(input.company.name);
    const [{ taken }] = (await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(companies)
      .where(and(eq(companies.tenantId, tenant.id), like(companies.slug, `${slugBase}%`)))) as [{ taken: number }];
    const slug = taken === 0 ? slugBase : `${slugBase}-${randomBytes(3).toString('hex')}`;
    const [company] = await tx
      .insert(companies)
      .values({
        tenantId: tenant.id,
        name: input.company.name,
        slug,
        size: '1-10',
        websiteUrl: '',
        logoColor: LOGO_COLORS[slug.length % LOGO_COLORS.length]!,
        logoInitials: initialsOf(input.company.name),
        regulationsAcceptedAt: new Date(),
        subscribeToNewsletter: input.company.subscribe_to_newsletter,
        locale: scope.locale,
      })
      .returning({ id: companies.id });
    await tx.insert(companyMembers).values({ companyId: company!.id, userId, right: 'owner' });
    await recordAudit(tx, {
      tenantId: tenant.id,
      companyId: company!.id,
      actorId: userId,
      action: 'company.signed_up',
      subjectType: 'company',
      subjectId: company!.id,
      details: { name: input.company.name, email, newsletter: input.company.subscribe_to_newsletter },
    });
    const token = await issueConfirmation(tx, userId);
    await sendConfirmationMail(tx, mail, email, input.user.name, token);
  });
  return { email };
}

export type ConfirmResult =
  { kind: 'confirmation'; email: string } | { kind: 'invitation'; email: string; companyId: number; newUser: boolean };

/**
 * `PATCH /v1/users/confirm`: the token of a sign-up confirmation or of an invitation. A token works once;
 * an expired or used one changes nothing and says so (the page offers a new one).
 */
export async function confirmToken(
  scope: RequestScope,
  input: { confirmation_token: string; name?: string; password?: string; accepted_regulations?: boolean },
): Promise<ConfirmResult> {
  const { db, tenant } = scope;
  await assertRateLimit(`employer:confirm:${tenant.id}:${clientIp(scope.headers)}`, RATE_LIMITS.login);
  const tokenHash = hashToken(input.confirmation_token);
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const [invitation] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.tenantId, tenant.id), eq(companyInvitations.tokenHash, tokenHash)))
      .for('update')
      .limit(1);
    if (invitation) {
      if (invitation.acceptedAt) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
      if (invitation.expiresAt.getTime() < Date.now()) throw new AppError('NOT_FOUND', 'employerUsers.tokenExpired');
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.email, invitation.email)))
        .limit(1);
      let userId = existing?.id;
      if (!userId) {
        // A new user gives what the sign-up asks of an owner: a name, a password and the regulations' acceptance.
        const missing = [
          ...(input.name ? [] : [{ field: 'name', message: 'employerUsers.nameRequired' }]),
          ...(input.password ? [] : [{ field: 'password', message: 'employerUsers.passwordRequired' }]),
          ...(input.accepted_regulations ? [] : [{ field: 'accepted_regulations', message: 'mustAccept' }]),
        ];
        if (missing.length || !input.name || !input.password)
          throw new AppError('BAD_REQUEST', 'badRequest', { fields: missing });
        // The invitation came to this address, so opening it confirms the address.
        userId = await insertUser(tx, tenant.id, {
          name: input.name,
          email: invitation.email,
          password: input.password,
          verified: true,
          termsAcceptedAt: new Date(),
        });
      } else {
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      }
      await tx
        .insert(companyMembers)
        .values({ companyId: invitation.companyId, userId, right: invitation.right })
        .onConflictDoNothing();
      await tx
        .update(companyInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(eq(companyInvitations.id, invitation.id));
      await recordAudit(tx, {
        tenantId: tenant.id,
        companyId: invitation.companyId,
        actorId: userId,
        action: 'member.joined',
        subjectType: 'user',
        subjectId: userId,
        details: { email: invitation.email, right: invitation.right, invitationId: invitation.id },
      });
      return { kind: 'invitation', email: invitation.email, companyId: invitation.companyId, newUser: !existing };
    }
    const [row] = await tx
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `employer-confirm:${tokenHash}`))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
    await tx.delete(verifications).where(eq(verifications.id, row.id));
    const [user] = await tx
      .select({ id: users.id, email: users.email, tenantId: users.tenantId })
      .from(users)
      .where(eq(users.id, row.value))
      .limit(1);
    if (!user || user.tenantId !== tenant.id) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
    if (row.expiresAt.getTime() < Date.now()) {
      return Promise.reject(new AppError('NOT_FOUND', 'employerUsers.tokenExpired'));
    }
    await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    return { kind: 'confirmation', email: user.email };
  });
}

/** `PATCH /v1/users/regenerate_confirmation_token`: a new link for an unconfirmed company account; same answer for any address. */
export async function regenerateConfirmation(scope: RequestScope, email: string): Promise<void> {
  const { db, tenant } = scope;
  await assertRateLimit(`employer:resend:${tenant.id}:${clientIp(scope.headers)}`, RATE_LIMITS.passwordReset);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, verified: users.emailVerified, locale: companies.locale })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
      .limit(1);
    if (!user || user.verified) return;
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'employer-confirm:%')));
    const token = await issueConfirmation(tx, user.id);
    await sendConfirmationMail(tx, mailScopeOf(scope, user.locale), email, user.name, token);
  });
}

/** `POST /v1/users/password`: the auth library's reset request; its mail links to the employer page. */
export async function requestPasswordReset(scope: RequestScope, email: string): Promise<void> {
  const { db, tenant, headers, locale } = scope;
  await assertRateLimit(`employer:reset:${tenant.id}:${clientIp(headers)}`, RATE_LIMITS.passwordReset);
  await runInAuthScope({ ...authScopeOf(headers, tenant, locale), resetPath: paths.employerResetPassword() }, () =>
    getAuth(db).api.requestPasswordReset({
      body: { email, redirectTo: localized(locale, paths.employerResetPassword()) },
      headers,
    }),
  );
}

/** `PATCH /v1/users/password`: sets the new password through the auth library (its other sessions end). */
export async function resetPassword(scope: RequestScope, token: string, password: string): Promise<void> {
  const { db, tenant, headers, locale } = scope;
  await assertRateLimit(`employer:reset:${tenant.id}:${clientIp(headers)}`, RATE_LIMITS.passwordReset);
  try {
    await runInAuthScope(authScopeOf(headers, tenant, locale), () =>
      getAuth(db).api.resetPassword({ body: { newPassword: password, token }, headers }),
    );
  } catch (error) {
    const status = (error as { statusCode?: number; status?: unknown }).statusCode;
    if (status === 400 || status === 404) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
    throw error;
  }
}

/** `POST /v1/oauth/revoke`: ends the session behind the request (the auth library clears its cookie). */
export async function revokeSession(scope: RequestScope): Promise<Response> {
  const { db, tenant, headers, locale } = scope;
  if (!(headers.get('cookie') ?? '').includes('session_token')) return Response.json({ revoked: false });
  const answer = await runInAuthScope(authScopeOf(headers, tenant, locale), () =>
    getAuth(db).api.signOut({ headers, asResponse: true }),
  );
  const out = Response.json({ revoked: answer.ok });
  for (const cookie of answer.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
}

/** What the invitation page shows for a token: the company and whether the invitee already has an account. */
export async function invitationState(
  db: Db,
  tenantId: number,
  token: string,
): Promise<{ state: 'valid'; email: string; company: string; existing: boolean } | { state: 'invalid' | 'expired' }> {
  const [row] = await db
    .select({
      email: companyInvitations.email,
      company: companies.name,
      acceptedAt: companyInvitations.acceptedAt,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(and(eq(companyInvitations.tenantId, tenantId), eq(companyInvitations.tokenHash, hashToken(token))))
    .limit(1);
  if (!row || row.acceptedAt) return { state: 'invalid' };
  if (row.expiresAt.getTime() < Date.now()) return { state: 'expired' };
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, row.email)))
    .limit(1);
  return { state: 'valid', email: row.email, company: row.company, existing: Boolean(user) };
}
