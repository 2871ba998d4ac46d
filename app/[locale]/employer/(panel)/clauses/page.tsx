import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClausesForm } from '@/features/employer-company/components/clauses-form';
import { PanelSection } from '@/features/employer-company/components/panel-section';
import { getCompany } from '@/features/employer-company/server/company-service';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerCompany.meta' });
  return { title: t('clauses'), robots: { index: false } };
}

/** The clause and consent texts the offer form pre-fills; members read them, owners and admins change them. */
export default async function EmployerClausesPage({ params }: Props) {
  const { locale } = await params;
  const { employer, db } = await requireEmployerPage(locale, paths.employerClauses());
  setRequestLocale(locale);
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'employerCompany.clauses' }),
    getCompany(db, employer),
  ]);
  return (
    <PanelSection locale={locale} title={t('title')} intro={t('intro')}>
      <ClausesForm initial={company.clauses} companyName={company.name} readOnly={!company.canEdit.clauses} />
    </PanelSection>
  );
}
