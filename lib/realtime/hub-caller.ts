import 'server-only';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { resolveTenant, type Tenant } from '@/lib/tenants/tenant-service';
import { membershipsOf, resolveIdentity } from '@/lib/auth/caller';
import { readHubToken } from '@/lib/auth/hub-token';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { configuredOrigins, isLocalHostname } from '@/lib/http/origin';
import { localeOfRequest } from '@/lib/http/locale';
import type { Locale } from '@/lib/i18n/locales';
import { bearerToken } from '@/lib/realtime/hub-request';

/** Who is on a hub connection: a signed-in user of one board, with what the hub needs to check. */
export interface HubCaller {
  /** The user id: `clients.user(id)` reaches every socket of this person. */
  id: string;
  tenantId: number;
  tenantSlug: string;
  locale: Locale;
  /** Companies the user is a member of on this board (an employer); empty for a candidate only. */
  companyIds: number[];
  /** True when the board lets candidates sign in and the user is one. */
  isCandidate: boolean;
  name: string;
}

export function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return headers;
}

/**
 * The caller of a hub's negotiate or upgrade: the session cookie (same-origin browsers), or an
 * `access_token` (query, as browsers must pass it on a socket, or `Authorization: Bearer`) issued by
 * GET /api/v2/hub-token for this hub. Memberships are read from the database on every connection, so a
 * removed member cannot connect again.
 */
export async function hubCallerOf(request: IncomingMessage, hub: string): Promise<HubCaller | null> {
  const headers = headersOf(request);
  const db = await getDb();
  let tenant: Tenant;
  try {
    tenant = await resolveTenant(headers.get('host'), db);
  } catch {
    return null;
  }
  const locale = localeOfRequest(new Request(new URL(request.url ?? '/', 'http://localhost'), { headers }));
  const token = bearerToken(request);
  if (token) {
    const claims = readHubToken(token, hub);
    if (!claims || claims.tenantId !== tenant.id) return null;
    const memberships = await membershipsOf(db, tenant.id, claims.userId);
    const [user] = await db
      .select({ name: users.name, role: users.role, tenantId: users.tenantId })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user || user.tenantId !== tenant.id) return null;
    const isCandidate = user.role === 'candidate' && tenant.config.flags.enableCandidatePortalLogin;
    if (!isCandidate && memberships.length === 0) return null;
    return {
      id: claims.userId,
      tenantId: tenant.id,
      tenantSlug: tenant.slug,
      locale,
      companyIds: memberships.map((m) => m.companyId),
      isCandidate,
      name: user.name,
    };
  }
  const identity = await resolveIdentity(headers, tenant, db, locale);
  if (!identity.user) return null;
  return {
    id: identity.user.userId,
    tenantId: tenant.id,
    tenantSlug: tenant.slug,
    locale,
    companyIds: identity.employer?.companyIds ?? [],
    isCandidate: Boolean(identity.candidate),
    name: identity.user.name,
  };
}

/** Hubs accept sockets from the boards' configured origins, and from local hosts in development. */
export function hubOriginAllowed(origin: string | undefined, request: IncomingMessage): boolean {
  if (!origin) return true;
  if (configuredOrigins().includes(origin)) return true;
  try {
    const url = new URL(origin);
    const host = request.headers.host?.split(':')[0] ?? '';
    return isLocalHostname(url.hostname) && url.hostname === host;
  } catch {
    return false;
  }
}
