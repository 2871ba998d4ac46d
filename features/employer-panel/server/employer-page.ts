import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { COMPANY_RIGHTS, rightCovers, type CompanyRight, type EmployerCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { companyMembers, users } from '@/lib/db/schema';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext, type PageContext } from '@/lib/page-context';
import { paths } from '@/lib/paths';

/**
 * The gate of every employer panel page: a member of a company holding at least `right` in the active
 * company. Anyone else is sent to the employer sign-in (a candidate or a visitor sees the employer side's
 * door, not an error); a member without the right is sent to the panel's "no permission" page, which names
 * who in the company can do it (nothing of the page asked for is rendered).
 */
export async function requireEmployerPage(
  locale: Locale,
  here: string,
  right: CompanyRight = 'recruiter',
): Promise<PageContext & { employer: EmployerCaller }> {
  const ctx = await getPageContext();
  const employer = ctx.identity.employer;
  if (!employer) {
    redirect({ href: `${paths.employerSignIn()}?next=${encodeURIComponent(here)}`, locale });
    throw new Error('unreachable');
  }
  if (!rightCovers(employer.right, right)) {
    redirect({ href: paths.employerNoAccess(right), locale });
    throw new Error('unreachable');
  }
  return { ...ctx, employer };
}

/** The company's members holding at least `right` (owners first), named on the "no permission" page. */
export async function membersWithRight(db: Db, companyId: number, right: CompanyRight) {
  const rights = COMPANY_RIGHTS.filter((r) => rightCovers(r, right));
  const rows = await db
    .select({ name: users.name, email: users.email, right: companyMembers.right })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.right, rights)))
    .orderBy(asc(companyMembers.right), asc(users.name));
  return rows.sort((a, b) => COMPANY_RIGHTS.indexOf(a.right) - COMPANY_RIGHTS.indexOf(b.right));
}
