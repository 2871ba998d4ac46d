import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/features/account/components/account-page';
import { RegisterForm } from '@/features/account/components/register-form';
import { accountPageContext, optionalId } from '@/features/account/server/page-guards';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

type Search = Record<
  'redirectId' | 'redirectToken' | 'applicationId' | 'favoriteOfferId',
  string | string[] | undefined
>;

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Partial<Search>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('register.title'), robots: { index: false } };
}

export default async function RegisterPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const context = await accountPageContext();
  if (!context) return notFoundPage();
  const { tenant, caller } = context;
  if (caller.kind === 'candidate') redirect(localizedPath(locale, paths.profile()));
  const search = await searchParams;
  const links = {
    redirectId: optionalId(search.redirectId),
    redirectToken: typeof search.redirectToken === 'string' ? search.redirectToken.slice(0, 200) : undefined,
    applicationId: optionalId(search.applicationId),
    favoriteOfferId: optionalId(search.favoriteOfferId),
  };
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <AccountPage
      locale={locale}
      title={t('register.title')}
      intro={t('register.intro', { brand: tenant.config.brand.name })}
    >
      <RegisterForm
        links={Object.fromEntries(Object.entries(links).filter(([, v]) => v !== undefined))}
        privacyHref={localizedPath(locale, paths.privacyPolicy())}
        termsHref={localizedPath(locale, paths.terms())}
        showMarketing={tenant.config.flags.enableMarketingConsent}
      />
    </AccountPage>
  );
}
