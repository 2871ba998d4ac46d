import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/features/account/components/account-page';
import { LoginForm } from '@/features/account/components/login-form';
import { accountPageContext } from '@/features/account/server/page-guards';
import type { Locale } from '@/lib/i18n/locales';
import { safeNextPath } from '@/lib/safe-next-path';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ next?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('login.title'), robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const context = await accountPageContext();
  if (!context) return notFoundPage();
  const { caller } = context;
  const next = safeNextPath((await searchParams).next, localizedPath(locale, paths.home()));
  if (caller.kind === 'candidate') redirect(next);
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <AccountPage
      locale={locale}
      title={t('login.title')}
      intro={
        <>
          {t('login.intro')} <a href={localizedPath(locale, paths.register())}>{t('login.register')}</a>
        </>
      }
    >
      <LoginForm next={next} />
    </AccountPage>
  );
}
