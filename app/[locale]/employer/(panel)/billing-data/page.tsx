import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BillingForm } from '@/features/employer-company/components/billing-form';
import { PanelSection } from '@/features/employer-company/components/panel-section';
import { getCompany } from '@/features/employer-company/server/company-service';
import { BILLING_COUNTRIES } from '@/features/employer-company/validation';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';
import styles from '@/features/employer-company/components/company-forms.module.css';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerCompany.meta' });
  return { title: t('billing'), robots: { index: false } };
}

/** Invoice data: owners and admins (decision 0019); a recruiter is told who keeps it. */
export default async function EmployerBillingDataPage({ params }: Props) {
  const { locale } = await params;
  const { employer, db } = await requireEmployerPage(locale, paths.employerBillingData());
  setRequestLocale(locale);
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'employerCompany.billing' }),
    getCompany(db, employer),
  ]);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = BILLING_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.code === 'PL' ? -1 : b.code === 'PL' ? 1 : a.name.localeCompare(b.name, locale),
  );
  return (
    <PanelSection locale={locale} title={t('title')} intro={t('intro')}>
      {company.canEdit.billingData ? (
        <BillingForm initial={company.billingData ?? null} companyName={company.name} countries={countries} />
      ) : (
        <p className={styles.notice}>{t('noAccess')}</p>
      )}
    </PanelSection>
  );
}
