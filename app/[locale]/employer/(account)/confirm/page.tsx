import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import form from '@/components/ui/form.module.css';
import { EmployerAccountFrame } from '@/features/employer-accounts/components/account-frame';
import { ConfirmLanding } from '@/features/employer-accounts/components/confirm-landing';
import { localized } from '@/features/employer-accounts/paths';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerAccounts.confirm' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The link of the confirmation mail. */
export default async function EmployerConfirmPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length <= 200 ? raw : '';
  const t = await getTranslations({ locale, namespace: 'employerAccounts.confirm' });
  return (
    <EmployerAccountFrame locale={locale} title={t('title')} narrow>
      {token ? (
        <ConfirmLanding token={token} signInHref={`${localized(locale, paths.employerSignIn())}?confirmed=1`} />
      ) : (
        <p className={form.alertError}>{t('missing')}</p>
      )}
    </EmployerAccountFrame>
  );
}
