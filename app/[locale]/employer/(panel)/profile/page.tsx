import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PanelSection } from '@/features/employer-company/components/panel-section';
import { ProfileForm } from '@/features/employer-company/components/profile-form';
import { getEmployerProfile } from '@/features/employer-company/server/company-service';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerCompany.meta' });
  return { title: t('profile'), robots: { index: false } };
}

/** The member's own profile: name and phone (any member). */
export default async function EmployerProfilePage({ params }: Props) {
  const { locale } = await params;
  const { employer, db } = await requireEmployerPage(locale, paths.employerProfile());
  setRequestLocale(locale);
  const [t, profile] = await Promise.all([
    getTranslations({ locale, namespace: 'employerCompany.profile' }),
    getEmployerProfile(db, employer),
  ]);
  return (
    <PanelSection locale={locale} title={t('title')} intro={t('intro')}>
      <ProfileForm initial={profile} />
    </PanelSection>
  );
}
