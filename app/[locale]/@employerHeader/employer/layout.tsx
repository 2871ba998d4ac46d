import type { ReactNode } from 'react';
import { panelCompanies } from '@/features/employer-accounts/server/active-company';
import { EmployerHeader } from '@/features/employer-panel/components/employer-header';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';

// The employer header of a signed-in employer's /employer pages, built only there (a slot of the locale layout, so
// it stays the document's banner above <main>; decision 0065). Kept across the panel's pages as a layout is.
export default async function EmployerHeaderLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const { tenant, identity, db } = await getPageContext();
  const employer = identity.employer;
  if (!employer) return children;
  return (
    <>
      <EmployerHeader
        tenant={tenant}
        locale={locale}
        choice={await getThemeChoice(tenant.config)}
        employer={employer}
        companies={await panelCompanies(db, employer)}
      />
      {children}
    </>
  );
}
