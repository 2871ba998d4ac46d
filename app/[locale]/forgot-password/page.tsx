import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/features/account/components/account-page';
import { ForgotPasswordForm } from '@/features/account/components/password-forms';
import { accountPageContext } from '@/features/account/server/page-guards';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('forgot.title'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await accountPageContext())) return notFoundPage();
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <AccountPage locale={locale} title={t('forgot.title')} intro={t('forgot.intro')}>
      <ForgotPasswordForm />
    </AccountPage>
  );
}
