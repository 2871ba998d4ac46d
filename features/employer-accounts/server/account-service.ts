import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { getAuth } from '@/lib/auth/auth';
import { authScopeOf } from '@/lib/auth/caller';
import { runInAuthScope } from '@/lib/auth/context';
import type { Db } from '@/lib/db/client';
import { accounts, companies, companyInvitations, users, verifications } from '@/lib/db/schema';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { CONFIRMATION_HOURS } from '../schemas';
import { type MailScope } from './mails';
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

export const newUserId = () => randomBytes(16).toString('hex');

/** Creates the login of a new employer user (verified or not) with a credential account. */
export async function insertUser(
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

export async function issueConfirmation(tx: Db, userId: string): Promise<string> {
  const token = newToken();
  await tx.insert(verifications).values({
    id: newUserId(),
    identifier: confirmationIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + CONFIRMATION_HOURS * 3_600_000),
  });
  return token;
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
