import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmployerAccountFrame } from '@/features/employer-accounts/components/account-frame';
import { EmployerSignUpForm } from '@/features/employer-accounts/components/sign-up-form';
import { localized } from '@/features/employer-accounts/paths';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerAccounts.signUp' });
  return { title: t('title') };
}

// Open on every board; a candidate sees this form too (their company account is separate).
export default async function EmployerSignUpPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { identity } = await getPageContext();
  if (identity.employer) redirect({ href: paths.employerPanel(), locale });
  const t = await getTranslations({ locale, namespace: 'employerAccounts.signUp' });
  return (
    <EmployerAccountFrame
      locale={locale}
      title={t('title')}
      intro={t('intro')}
      footer={
        <>
          {t('haveAccount')} <a href={localized(locale, paths.employerSignIn())}>{t('signIn')}</a>
        </>
      }
    >
      <EmployerSignUpForm
        termsHref={localized(locale, paths.terms())}
        privacyHref={localized(locale, paths.privacyPolicy())}
      />
    </EmployerAccountFrame>
  );
}
