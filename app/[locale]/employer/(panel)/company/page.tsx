import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyForm } from '@/features/employer-company/components/company-form';
import { PanelSection } from '@/features/employer-company/components/panel-section';
import { RecruiterAccessForm } from '@/features/employer-company/components/recruiter-access-form';
import { getCompany } from '@/features/employer-company/server/company-service';
import { COMPANY_SIZES } from '@/features/employer-company/validation';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerCompany.meta' });
  return { title: t('company'), robots: { index: false } };
}

/** Company data with the live offer-card preview; members read it, owners and admins change it. */
export default async function EmployerCompanyPage({ params }: Props) {
  const { locale } = await params;
  const { employer, db } = await requireEmployerPage(locale, paths.employerCompany());
  setRequestLocale(locale);
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'employerCompany.company' }),
    getCompany(db, employer),
  ]);
  return (
    <PanelSection locale={locale} title={t('title')} intro={t('intro')} wide>
      <CompanyForm initial={company} sizes={COMPANY_SIZES} />
      <RecruiterAccessForm initial={company} offersHref={localizedPaths(locale).employerOffers()} />
    </PanelSection>
  );
}
