import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { cache } from 'react';
import type { CompanyMemberCaller, EmployerCaller } from '@/lib/auth/caller';
import { ACTIVE_COMPANY_COOKIE, activeCompanyCookieOptions, activeCompanyCookieValue } from '@/lib/auth/company-cookie';
import type { Db } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';

/**
 * The company switcher: the panel acts for another company of the caller on this board from the next request
 * on (a signed cookie names it). A company the caller does not belong to is 404. Answers the `Set-Cookie`
 * value to send.
 */
export function switchActiveCompany(caller: CompanyMemberCaller, companyId: number): string {
  if (!caller.memberships.some((m) => m.companyId === companyId))
    throw new AppError('NOT_FOUND', 'employerUsers.companyNotFound');
  const o = activeCompanyCookieOptions;
  return `${ACTIVE_COMPANY_COOKIE}=${activeCompanyCookieValue(caller.userId, companyId)}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=Lax`;
}

/** The companies the switcher offers: every company of the caller on this board, in membership order. */
export async function switchableCompanies(db: Db, caller: EmployerCaller): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(inArray(companies.id, caller.companyIds), eq(companies.tenantId, caller.tenantId)));
  return caller.companyIds
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is { id: number; name: string } => r !== undefined);
}

/** `switchableCompanies` read once per page render: the employer header and the panel's frame both show them. */
export const panelCompanies = cache(switchableCompanies);
