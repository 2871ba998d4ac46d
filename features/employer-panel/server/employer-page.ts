import 'server-only';
import { notFound } from 'next/navigation';
import { rightCovers, type CompanyRight, type EmployerCaller } from '@/lib/auth/caller';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext, type PageContext } from '@/lib/page-context';
import { paths } from '@/lib/paths';

/**
 * The gate of every employer panel page: a member of a company holding at least `right` in the active
 * company. Anyone else is sent to the employer sign-in (a candidate or a visitor sees the employer side's
 * door, not an error); a member without the right gets the not-found page, so nothing of the page leaks.
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
  if (!rightCovers(employer.right, right)) notFound();
  return { ...ctx, employer };
}
