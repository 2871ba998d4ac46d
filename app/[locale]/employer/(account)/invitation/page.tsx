import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import form from '@/components/ui/form.module.css';
import { EmployerAccountFrame } from '@/features/employer-accounts/components/account-frame';
import { AcceptInvitation, InvitationSignUpForm } from '@/features/employer-accounts/components/invitation-forms';
import { localized } from '@/features/employer-accounts/paths';
import { invitationState } from '@/features/employer-accounts/server/account-service';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerAccounts.invitation' });
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The link of the invitation mail: a new user gives a name, a password and accepts the terms; an existing one accepts. */
export default async function EmployerInvitationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length <= 200 ? raw : '';
  const { db, tenant } = await getPageContext();
  const t = await getTranslations({ locale, namespace: 'employerAccounts.invitation' });
  const state = token ? await invitationState(db, tenant.id, token) : ({ state: 'invalid' } as const);
  const done = `${localized(locale, paths.employerSignIn())}?confirmed=1`;
  if (state.state !== 'valid')
    return (
      <EmployerAccountFrame locale={locale} title={t('invalidTitle')} narrow>
        <p className={form.alertError} role="alert">
          {t('invalidBody')}
        </p>
      </EmployerAccountFrame>
    );
  return (
    <EmployerAccountFrame
      locale={locale}
      title={`${t('title')}: ${state.company}`}
      intro={state.existing ? t('existing') : `${t('intro')} (${state.email})`}
      narrow
    >
      {state.existing ? (
        <AcceptInvitation token={token} doneHref={done} />
      ) : (
        <InvitationSignUpForm
          token={token}
          doneHref={done}
          termsHref={localized(locale, paths.terms())}
          privacyHref={localized(locale, paths.privacyPolicy())}
        />
      )}
    </EmployerAccountFrame>
  );
}
