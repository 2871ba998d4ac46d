import 'server-only';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import {
  primaryCaller,
  resolveIdentity,
  rightCovers,
  type Caller,
  type CandidateCaller,
  type CompanyMemberCaller,
  type CompanyRight,
  type EmployerCaller,
  type Identity,
  type OfferTokenCaller,
} from '@/lib/auth/caller';
import { resolveOfferToken } from '@/lib/auth/offer-token';
import { resolveApiKey, type ApiKeyCaller } from '@/lib/auth/api-key';
import type { ApiKeyScope } from '@/lib/auth/api-key-scopes';

/**
 * Who may call a route or action:
 * - `'optional'`: anyone; the handler still gets the caller (candidate side first, else employer, else anonymous);
 * - `'candidate'`: a signed-in candidate, on a board with candidate login;
 * - `'employer'`: a member of a company (any right), acting for the active company;
 * - `{ companyRight }`: a member holding at least that right (owner > admin > recruiter) in the active company;
 * - `'companyMember'`: a signed-in member of any company of the board, whichever is active, even when the
 *   active one has just removed them (the company switcher); the caller lists the user's memberships;
 * - `'offerToken'`: the bearer of an offer's token (`?token`, or `token` in a JSON body);
 * - `{ apiKey: scope }`: a company API key holding that scope, sent as `Authorization: Bearer <key>`
 *   (lib/auth/api-key.ts): the caller is the key's company; each key has its own rate limit.
 * A list means any of them, tried in order.
 */
export type AuthRule =
  | 'optional'
  | 'candidate'
  | 'employer'
  | { companyRight: CompanyRight }
  | 'companyMember'
  | 'offerToken'
  | { apiKey: ApiKeyScope };
export type AuthSpec = AuthRule | readonly AuthRule[];

/**
 * What a route declares: an auth spec, or `'public'`: anyone, and the session is never read (no caller, no
 * session lookup, so the answer stays the same for everyone and may be cached). Unlike `'optional'`, which
 * reads the session to hand the handler whoever calls.
 */
export type RouteAuth = AuthSpec | 'public';

type CallerOfRule<R> = R extends 'optional'
  ? Caller
  : R extends 'candidate'
    ? CandidateCaller
    : R extends 'employer' | { companyRight: CompanyRight }
      ? EmployerCaller
      : R extends 'companyMember'
        ? CompanyMemberCaller
        : R extends 'offerToken'
          ? OfferTokenCaller
          : R extends { apiKey: ApiKeyScope }
            ? ApiKeyCaller
            : never;

/** The caller type a handler gets for its auth spec. */
export type CallerFor<A> = A extends readonly (infer R)[] ? CallerOfRule<R> : CallerOfRule<A>;

export interface AuthInput {
  headers: Headers;
  tenant: Tenant;
  db: Db;
  locale: Locale;
  /** The offer token the request carries, if any. */
  offerToken?: string | null;
  /** Where the identity comes from when already at hand (e.g. the cached page context); read from the session otherwise. */
  identity?: () => Promise<Identity>;
}

type Outcome =
  { caller: Caller | ApiKeyCaller | CompanyMemberCaller } | { status: 401 | 403; message: string; bearer?: boolean };

const unauthorized = { status: 401, message: 'signInRequired' } as const;
const forbidden = { status: 403, message: 'identity.forbidden' } as const;

/**
 * Resolves the caller for an auth spec, reading the session (and the memberships) at most once, or throws
 * 401 (nobody this rule knows is signed in) / 403 (signed in, but not with this role or right).
 */
export async function resolveRouteCaller<const A extends AuthSpec>(auth: A, input: AuthInput): Promise<CallerFor<A>> {
  let identity: Promise<Identity> | undefined;
  const identityOnce = () =>
    (identity ??= input.identity?.() ?? resolveIdentity(input.headers, input.tenant, input.db, input.locale));
  const rules: readonly AuthRule[] = Array.isArray(auth) ? auth : [auth as AuthRule];
  let failure: Exclude<Outcome, { caller: unknown }> = unauthorized;
  for (const rule of rules) {
    const outcome = await tryRule(rule, identityOnce, input);
    if ('caller' in outcome) return outcome.caller as CallerFor<A>;
    if (outcome.status === 403 || failure === unauthorized) failure = outcome;
  }
  // RFC 6750: a refused bearer token is answered with the scheme to use.
  const headers = failure.bearer ? { 'WWW-Authenticate': 'Bearer realm="wakat"' } : undefined;
  throw new AppError(failure.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', failure.message, { headers });
}

async function tryRule(rule: AuthRule, identity: () => Promise<Identity>, input: AuthInput): Promise<Outcome> {
  if (rule === 'offerToken') {
    const token = input.offerToken;
    const offerId = token ? await resolveOfferToken(input.db, input.tenant.id, token) : null;
    return offerId === null ? unauthorized : { caller: { kind: 'offerToken', tenantId: input.tenant.id, offerId } };
  }
  if (typeof rule === 'object' && 'apiKey' in rule) {
    const outcome = await resolveApiKey(input.db, input.tenant.id, input.headers, rule.apiKey);
    return 'caller' in outcome ? outcome : { ...outcome, bearer: true };
  }
  const id = await identity();
  if (rule === 'optional') return { caller: primaryCaller(id) };
  if (rule === 'candidate') return id.candidate ? { caller: id.candidate } : id.user ? forbidden : unauthorized;
  if (rule === 'companyMember') {
    if (!id.user) return unauthorized;
    return id.memberships.length
      ? { caller: { ...id.user, kind: 'companyMember', memberships: id.memberships } }
      : forbidden;
  }
  if (!id.employer) {
    if (id.companyRevoked) return { status: 403, message: 'identity.companyAccessRevoked' };
    return id.user ? forbidden : unauthorized;
  }
  if (rule === 'employer' || rightCovers(id.employer.right, rule.companyRight)) return { caller: id.employer };
  return forbidden;
}
