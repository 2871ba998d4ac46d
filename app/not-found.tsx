import { NextIntlClientProvider } from 'next-intl';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { THEME_STYLESHEET_PATH, themeStylesheet } from '@/features/theme/server/theme-stylesheet';
import { routing } from '@/lib/i18n/routing';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import { getShellContext } from '@/lib/page-context';
import '@/components/layout/globals.css';

/**
 * The 404 of requests no localised page takes (unknown files, a locale that does not exist): the
 * tenant's theme and the localised panel, without the site's header and footer. Next renders the root
 * layout's not-found element into every page's payload, so the whole shell here would be built twice
 * per page (decision 0078); unknown paths under a locale get the full shell from app/[locale]/not-found.tsx.
 */
export default async function GlobalNotFound() {
  const locale = routing.defaultLocale;
  const { tenant } = await getShellContext();
  const choice = await getThemeChoice(tenant.config);
  return (
    <html
      lang={locale}
      {...{ [COLOR_SCHEME_ATTRIBUTE]: choice.scheme }}
      data-tenant={tenant.slug}
      style={{ colorScheme: choice.scheme }}
    >
      <head>
        <link
          rel="stylesheet"
          id="wk-theme"
          href={`${THEME_STYLESHEET_PATH}?v=${themeStylesheet(tenant.config).version}`}
        />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={{}}>
          <main id="content" className="shell-main">
            <NotFoundPanel />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
