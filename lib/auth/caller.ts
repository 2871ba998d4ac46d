import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { candidateFeatures, type CandidateFeatures } from '@/lib/tenants/candidate-features';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { companies, companyMembers } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { getAuth } from './auth';
import { readActiveCompanyCookie } from './company-cookie';
import { runInAuthScope, type AuthScope } from './context';
import { markPersonalRender } from '@/lib/http/render-scope';

/** Rights inside a company, strongest first. */
export const COMPANY_RIGHTS = ['owner', 'admin', 'recruiter'] as const;
export type CompanyRight = (typeof COMPANY_RIGHTS)[number];

/** True when `held` is at least `required` (owner > admin > recruiter). */
export const rightCovers = (held: CompanyRight, required: CompanyRight): boolean =>
  COMPANY_RIGHTS.indexOf(held) <= COMPANY_RIGHTS.indexOf(required);

interface SignedIn {
  tenantId: number;
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export type AnonymousCaller = { kind: 'anonymous'; tenantId: number };
/** A candidate, with what their board offers candidates (`candidateFeatures`), which the services check. */
export type CandidateCaller = SignedIn & { kind: 'candidate'; features: CandidateFeatures };
/** A member of a company, acting for its active company with the right held there. */
export type EmployerCaller = SignedIn & {
  kind: 'employer';
  companyId: number;
  right: CompanyRight;
  /** Every company of this board the user belongs to, in membership order (for the company switcher). */
  companyIds: number[];
};
/**
 * A signed-in user who belongs to at least one company of this board, whichever company is active (also when
 * the active-company cookie names one that has just removed them): the company switcher's caller.
 */
export type CompanyMemberCaller = SignedIn & { kind: 'companyMember'; memberships: Membership[] };
/** Whoever holds an offer's token (the spec's `?token` on offer fetch, patch, extend and publish). */
export type OfferTokenCaller = { kind: 'offerToken'; tenantId: number; offerId: number };

/** Who is calling: every service function takes one and checks it. */
export type Caller = AnonymousCaller | CandidateCaller | EmployerCaller | OfferTokenCaller;

export interface Membership {
  companyId: number;
  right: CompanyRight;
}

/**
 * Everything the session says about the request, read once: the user (when the session is usable on this
 * board), the candidate side (only where the board lets candidates sign in) and the employer side (the
 * active company, read from company_members on every request, never from the session).
 */
export interface Identity {
  tenantId: number;
  user: SignedIn | null;
  candidate: CandidateCaller | null;
  employer: EmployerCaller | null;
  /** The active-company cookie is validly signed but names a company the user no longer belongs to. */
  companyRevoked: boolean;
  /** Every company of this board the user belongs to, in membership order (empty when none or signed out). */
  memberships: Membership[];
}

export function authScopeOf(headers: Headers, tenant: Tenant, locale: Locale): AuthScope {
  return {
    tenantId: tenant.id,
    origin: publicOrigin(headers),
    locale,
    brand: tenant.config.brand.name,
    candidateLogin: tenant.config.flags.enableCandidatePortalLogin,
  };
}

/** A user's companies on a board, oldest membership first. */
export async function membershipsOf(db: Db, tenantId: number, userId: string): Promise<Membership[]> {
  return db
    .select({ companyId: companyMembers.companyId, right: companyMembers.right })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companies.tenantId, tenantId)))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.companyId));
}

/** Reads the session behind a request's cookies, on this board, and the user's memberships. */
export async function resolveIdentity(
  headers: Headers,
  tenant: Tenant,
  db: Db,
  locale: Locale = 'pl',
): Promise<Identity> {
  const none: Identity = {
    tenantId: tenant.id,
    user: null,
    candidate: null,
    employer: null,
    companyRevoked: false,
    memberships: [],
  };
  if (!(headers.get('cookie') ?? '').includes('session_token')) return none;
  const session = await runInAuthScope(authScopeOf(headers, tenant, locale), () =>
    getAuth(db).api.getSession({ headers }),
  );
  const raw = session?.user as
    { id: string; email: string; name: string; emailVerified: boolean; tenantId?: number; role?: string } | undefined;
  if (!raw || raw.tenantId !== tenant.id) return none;
  const signedIn: SignedIn = {
    tenantId: tenant.id,
    userId: raw.id,
    email: raw.email,
    name: raw.name,
    emailVerified: raw.emailVerified,
  };
  // A render that saw who the visitor is must never be kept for anyone else (lib/http/page-cache.ts).
  markPersonalRender();
  const isCandidate = raw.role === 'candidate' && tenant.config.flags.enableCandidatePortalLogin;
  const memberships = await membershipsOf(db, tenant.id, raw.id);
  // A candidate account on a board without candidate login, and no company: nobody this board knows.
  if (!isCandidate && memberships.length === 0) return none;
  const cookie = readActiveCompanyCookie(headers, raw.id);
  const chosen = cookie === null ? undefined : memberships.find((m) => m.companyId === cookie);
  const companyRevoked = cookie !== null && !chosen;
  const active = companyRevoked ? undefined : (chosen ?? memberships[0]);
  return {
    tenantId: tenant.id,
    user: signedIn,
    candidate: isCandidate ? { ...signedIn, kind: 'candidate', features: candidateFeatures(tenant.config.flags) } : null,
    employer: active
      ? {
          ...signedIn,
          kind: 'employer',
          companyId: active.companyId,
          right: active.right,
          companyIds: memberships.map((m) => m.companyId),
        }
      : null,
    companyRevoked,
    memberships,
  };
}

/** The one caller a public page or route sees: the candidate side first, else the employer side, else anonymous. */
export function primaryCaller(identity: Identity): Caller {
  return identity.candidate ?? identity.employer ?? { kind: 'anonymous', tenantId: identity.tenantId };
}

/** The caller behind a request's session cookie, on this board; anyone else is anonymous. */
export async function callerOf(headers: Headers, tenant: Tenant, db: Db, locale: Locale = 'pl'): Promise<Caller> {
  return primaryCaller(await resolveIdentity(headers, tenant, db, locale));
}

/** Narrows to a signed-in candidate or answers 401. */
export function requireCandidate(caller: Caller): CandidateCaller {
  if (caller.kind !== 'candidate') throw new AppError('UNAUTHORIZED', 'signInRequired');
  return caller;
}

/** A candidate on a board that offers them `feature` (404 where it does not, as its page answers). */
export function requireCandidateFeature(
  caller: Caller,
  feature: Exclude<keyof CandidateFeatures, 'accounts'>,
): CandidateCaller {
  const candidate = requireCandidate(caller);
  if (!candidate.features[feature]) throw new AppError('NOT_FOUND', 'notFound');
  return candidate;
}
