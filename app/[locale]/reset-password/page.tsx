import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/features/account/components/account-page';
import { ResetPasswordForm } from '@/features/account/components/password-forms';
import { accountPageContext } from '@/features/account/server/page-guards';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[]; error?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('reset.title'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await accountPageContext())) return notFoundPage();
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <AccountPage locale={locale} title={t('reset.title')}>
      {token && /^[A-Za-z0-9_-]{8,200}$/.test(token) ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert">
          {t('reset.invalidToken')} <a href={localizedPath(locale, paths.forgotPassword())}>{t('reset.again')}</a>
        </p>
      )}
    </AccountPage>
  );
}
