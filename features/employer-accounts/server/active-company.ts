import 'server-only';
import type { CompanyMemberCaller } from '@/lib/auth/caller';
import { ACTIVE_COMPANY_COOKIE, activeCompanyCookieOptions, activeCompanyCookieValue } from '@/lib/auth/company-cookie';
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
