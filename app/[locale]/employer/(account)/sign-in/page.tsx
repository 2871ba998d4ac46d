import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import form from '@/components/ui/form.module.css';
import { EmployerAccountFrame } from '@/features/employer-accounts/components/account-frame';
import { EmployerSignInForm } from '@/features/employer-accounts/components/sign-in-form';
import { localized } from '@/features/employer-accounts/paths';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';
import { paths } from '@/lib/paths';
import { safeNextPath } from '@/lib/safe-next-path';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ next?: string | string[]; confirmed?: string; reset?: string; email?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerAccounts.signIn' });
  return { title: t('title'), robots: { index: false } };
}

// Employers sign in on every board, whatever its candidate-login flag.
export default async function EmployerSignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const next = safeNextPath(query.next, paths.employerPanel());
  const { identity } = await getPageContext();
  if (identity.employer) redirect({ href: next, locale });
  const t = await getTranslations({ locale, namespace: 'employerAccounts' });
  const notice = query.confirmed ? t('signIn.confirmed') : query.reset ? t('signIn.passwordChanged') : null;
  return (
    <EmployerAccountFrame
      locale={locale}
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={
        <>
          {t('signIn.noAccount')} <a href={localized(locale, paths.employerSignUp())}>{t('signIn.signUp')}</a>
          {' · '}
          <a href={localized(locale, paths.employerForgotPassword())}>{t('signIn.forgot')}</a>
        </>
      }
    >
      {identity.user && !identity.employer ? (
        <p className={form.alertError} role="status" style={{ marginBottom: 16 }}>
          {t('signIn.noCompany', { email: identity.user.email })}
        </p>
      ) : null}
      {notice ? (
        <p className={form.alertSuccess} role="status" style={{ marginBottom: 16 }}>
          {notice}
        </p>
      ) : null}
      <EmployerSignInForm next={localized(locale, next)} />
    </EmployerAccountFrame>
  );
}
