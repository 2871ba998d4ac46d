import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NotFoundDocument } from '@/components/layout/not-found-document';
import { notFoundMetadata } from '@/components/layout/not-found-page';
import { ShellDocument } from '@/components/layout/shell-document';
import { PopupsHost } from '@/features/popups/components/popups-host';
import { getPopupsProps } from '@/features/popups/server/popups-props';
import { setHorizontalTheme } from '@/features/theme/actions';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { getShellContext } from '@/lib/page-context';
import { routing } from '@/lib/i18n/routing';
import { setRenderStatus } from '@/lib/http/render-scope';

interface Props {
  children: ReactNode;
  /** The employer header, filled on /employer pages only (app/[locale]/@employerHeader). */
  employerHeader: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return notFoundMetadata(routing.defaultLocale);
  const { tenant } = await getShellContext();
  const t = await getTranslations({ locale, namespace: 'meta' });
  const values = { brand: tenant.config.brand.name, domain: tenant.config.brand.domain[locale] };
  return {
    title: { default: t('title', values), template: `%s | ${tenant.config.brand.name}` },
    description: t('description', values),
    manifest: '/manifest.webmanifest',
    icons: { apple: '/apple-touch-icon.png' },
  };
}

export default async function LocaleLayout({ children, employerHeader, params }: Props) {
  const { locale } = await params;
  const { tenant } = await getShellContext();
  const choice = await getThemeChoice(tenant.config);
  // A first segment that is no language (an unknown file such as /x.png): the server-rendered 404 document.
  if (!hasLocale(routing.locales, locale)) {
    setRenderStatus(404);
    return <NotFoundDocument tenant={tenant} choice={choice} />;
  }
  setRequestLocale(locale);
  // The same for every visitor (decision 0066): whether an employer looks is the popups' client side.
  const popups = await getPopupsProps(tenant, locale, choice.horizontal);
  return (
    <ShellDocument locale={locale} employerHeader={employerHeader}>
      {children}
      <PopupsHost {...popups} enableHorizontal={setHorizontalTheme} />
    </ShellDocument>
  );
}
