import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import form from '@/components/ui/form.module.css';
import { EmployerAccountFrame } from '@/features/employer-accounts/components/account-frame';
import { NewPasswordForm } from '@/features/employer-accounts/components/new-password-form';
import { localized } from '@/features/employer-accounts/paths';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[]; error?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerAccounts.reset' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The link of the password-reset mail; a spent or missing token offers a new link. */
export default async function EmployerResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' && query.token.length <= 200 ? query.token : '';
  const t = await getTranslations({ locale, namespace: 'employerAccounts.reset' });
  return (
    <EmployerAccountFrame locale={locale} title={t('title')} narrow>
      {token && !query.error ? (
        <NewPasswordForm mode="reset" token={token} doneHref={`${localized(locale, paths.employerSignIn())}?reset=1`} />
      ) : (
        <>
          <h2>{t('invalidTitle')}</h2>
          <p className={form.alertError}>{t('invalidBody')}</p>
          <a className={form.primary} href={localized(locale, paths.employerForgotPassword())}>
            {t('again')}
          </a>
        </>
      )}
    </EmployerAccountFrame>
  );
}
