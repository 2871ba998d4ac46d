import { activeCompanySchema } from '@/features/employer-accounts/schemas';
import { switchActiveCompany } from '@/features/employer-accounts/server/active-company';
import { withRoute } from '@/lib/http/with-route';

/**
 * The company switcher: the panel acts for another company of the signed-in user (a signed cookie names it).
 * `companyMember` admits any member of a company of the board, so it also works when the company the cookie
 * named has just removed the user (they pick one they still have).
 */
export const POST = withRoute({ auth: 'companyMember', body: activeCompanySchema }, async ({ caller, body }) => {
  const res = Response.json({ companyId: body.companyId });
  res.headers.append('set-cookie', switchActiveCompany(caller, body.companyId));
  return res;
});
