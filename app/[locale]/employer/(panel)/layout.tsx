import { inArray } from 'drizzle-orm';
import type { ReactNode } from 'react';
import { PanelShell } from '@/features/employer-panel/components/panel-shell';
import { companies } from '@/lib/db/schema';
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
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, employer.companyIds));
  const ordered = employer.companyIds
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is { id: number; name: string } => r !== undefined);
  return (
    <PanelShell locale={locale} employer={employer} companies={ordered}>
      {children}
    </PanelShell>
  );
}
