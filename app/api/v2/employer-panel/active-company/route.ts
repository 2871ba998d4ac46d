import { activeCompanySchema } from '@/features/employer-accounts/schemas';
import { membershipsOf, resolveIdentity } from '@/lib/auth/caller';
import { activeCompanyCookieOptions, activeCompanyCookieValue, ACTIVE_COMPANY_COOKIE } from '@/lib/auth/company-cookie';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

/**
 * The company switcher: the panel acts for another company of the signed-in user (a signed cookie names it).
 * It also works when the company the cookie named has just removed the user (they pick one they still have).
 */
export const POST = withRoute(
  { auth: 'public', body: activeCompanySchema },
  async ({ request, body, tenant, locale, db }) => {
    const identity = await resolveIdentity(request.headers, tenant, db, locale);
    if (!identity.user) throw new AppError('UNAUTHORIZED', 'signInRequired');
    const memberships = await membershipsOf(db, tenant.id, identity.user.userId);
    if (!memberships.some((m) => m.companyId === body.companyId))
      throw new AppError('NOT_FOUND', 'employerUsers.companyNotFound');
    const res = Response.json({ companyId: body.companyId });
    const o = activeCompanyCookieOptions;
    res.headers.append(
      'set-cookie',
      `${ACTIVE_COMPANY_COOKIE}=${activeCompanyCookieValue(identity.user.userId, body.companyId)}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=Lax`,
    );
    return res;
  },
);
