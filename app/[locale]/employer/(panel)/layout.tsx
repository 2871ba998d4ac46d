import type { ReactNode } from 'react';
import { panelCompanies } from '@/features/employer-accounts/server/active-company';
import { PanelShell } from '@/features/employer-panel/components/panel-shell';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';

// The employer panel's frame (navigation, company switcher, sign-out) around every page of the `(panel)` group.
// Each page still checks its caller with requireEmployerPage: a visitor gets only the redirect, never the frame.
export default async function EmployerPanelLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const { identity, db } = await getPageContext();
  const employer = identity.employer;
  if (!employer) return children;
  return (
    <PanelShell locale={locale} employer={employer} companies={await panelCompanies(db, employer)}>
      {children}
    </PanelShell>
  );
}
