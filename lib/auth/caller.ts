import 'server-only';
import { headers as nextHeaders } from 'next/headers';
import type { Tenant } from '@/features/tenants/server/tenant-service';
import { resolveTenant } from '@/features/tenants/server/tenant-service';
import { getDb, type Db } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { getAuth } from './auth';
import { runInAuthScope, type AuthScope } from './context';

/** Who is calling: every service function takes one and checks it. */
export type Caller =
  | { kind: 'anonymous'; tenantId: number }
  | { kind: 'candidate'; tenantId: number; userId: string; email: string; name: string; emailVerified: boolean };

export type CandidateCaller = Extract<Caller, { kind: 'candidate' }>;

export function authScopeOf(headers: Headers, tenant: Tenant, locale: Locale): AuthScope {
  return { tenantId: tenant.id, origin: publicOrigin(headers), locale, brand: tenant.config.brand.name };
}

/** The caller behind a request's session cookie, on this board; anyone else is anonymous. */
export async function callerOf(headers: Headers, tenant: Tenant, db: Db, locale: Locale = 'pl'): Promise<Caller> {
  const anonymous: Caller = { kind: 'anonymous', tenantId: tenant.id };
  if (!tenant.config.flags.enableCandidatePortalLogin) return anonymous;
  if (!(headers.get('cookie') ?? '').includes('session_token')) return anonymous;
  const session = await runInAuthScope(authScopeOf(headers, tenant, locale), () =>
    getAuth(db).api.getSession({ headers }),
  );
  const user = session?.user as (typeof session extends null ? never : NonNullable<typeof session>['user']) & {
    tenantId?: number;
    role?: string;
  };
  if (!user || user.tenantId !== tenant.id || user.role !== 'candidate') return anonymous;
  return {
    kind: 'candidate',
    tenantId: tenant.id,
    userId: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
  };
}

/** The caller of the page or server action being rendered. */
export async function currentCaller(locale: Locale = 'pl'): Promise<Caller> {
  const headers = await nextHeaders();
  const db = await getDb();
  const tenant = await resolveTenant(headers.get('host'), db);
  return callerOf(headers, tenant, db, locale);
}

/** Narrows to a signed-in candidate or answers 401. */
export function requireCandidate(caller: Caller): CandidateCaller {
  if (caller.kind !== 'candidate') throw new AppError('UNAUTHORIZED', 'signInRequired');
  return caller;
}
