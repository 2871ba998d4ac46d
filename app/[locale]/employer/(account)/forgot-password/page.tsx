import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmployerAccountFrame } from '@/features/employer-accounts/components/account-frame';
import { EmailRequestForm } from '@/features/employer-accounts/components/email-request-form';
import { localized } from '@/features/employer-accounts/paths';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerAccounts.forgot' });
  return { title: t('title'), robots: { index: false } };
}

export default async function EmployerForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'employerAccounts.forgot' });
  return (
    <EmployerAccountFrame
      locale={locale}
      title={t('title')}
      intro={t('intro')}
      narrow
      footer={<a href={localized(locale, paths.employerSignIn())}>{t('back')}</a>}
    >
      <EmailRequestForm kind="passwordReset" submitLabel={t('submit')} />
    </EmployerAccountFrame>
  );
}
