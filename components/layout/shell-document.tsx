import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { toViewer } from '@/features/account/server/viewer';
import { ViewerProvider } from '@/features/account/viewer';
import { AccountVerifiedDialog } from '@/features/account/components/account-verified-dialog';
import { ChatWidgetMount } from '@/features/chat/components/chat-widget-mount';
import { FavouritesProvider } from '@/features/favourites/components/favourites-provider';
import { localizedPath, paths } from '@/lib/paths';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { THEME_STYLESHEET_PATH, themeStylesheet } from '@/features/theme/server/theme-stylesheet';
import { getPageContext } from '@/lib/page-context';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import { FooterGate } from './footer-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './globals.css';

/** Message namespaces that client components read; the rest stays on the server. */
const CLIENT_NAMESPACES = [
  'nav',
  'header',
  'errorPage',
  'search',
  'filters',
  'favourites',
  'alerts',
  'applied',
  'chat',
  // The confirmation dialog (components/ui/confirm-dialog.tsx), wherever a page asks.
  'confirmDialog',
] as const;

/** The document every page renders in: tenant theme, scheme and layout chosen on the server. */
export async function ShellDocument({ locale, children }: { locale: 'pl' | 'en'; children: ReactNode }) {
  const { tenant, caller } = await getPageContext();
  const { config } = tenant;
  const choice = await getThemeChoice(config);
  const messages = await getMessages({ locale });
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  const viewer = toViewer(caller, tenant);
  const htmlAttributes = { [COLOR_SCHEME_ATTRIBUTE]: choice.scheme };
  return (
    <html
      lang={locale}
      {...htmlAttributes}
      data-layout={choice.horizontal ? 'horizontal' : 'classic'}
      data-tenant={tenant.slug}
      style={{ colorScheme: choice.scheme }}
      suppressHydrationWarning
    >
      {/* App Router root layouts own <head>; the rule targets the pages router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <link rel="stylesheet" id="wk-theme" href={`${THEME_STYLESHEET_PATH}?v=${themeStylesheet(config).version}`} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <ViewerProvider viewer={viewer}>
            <FavouritesProvider enabled={config.flags.enableFavoriteOfferButton}>
              <SiteHeader
                tenant={tenant}
                locale={locale}
                choice={choice}
                viewer={viewer}
                employer={caller.kind === 'employer'}
              />
              <main id="content" className="shell-main">
                {children}
              </main>
              <FooterGate>
                <SiteFooter tenant={tenant} locale={locale} employer={caller.kind === 'employer'} />
              </FooterGate>
              {viewer.kind === 'candidate' ? (
                <AccountVerifiedDialog
                  labels={{
                    title: String(messages.account.verified.title),
                    body: String(messages.account.verified.body),
                    profile: String(messages.account.verified.profile),
                    close: String(messages.account.verified.close),
                  }}
                  profileHref={localizedPath(locale, paths.profile())}
                />
              ) : null}
              {viewer.kind === 'candidate' && config.flags.enableChat ? (
                <ChatWidgetMount maintenance={config.flags.passiveCandidateMaintenance} />
              ) : null}
            </FavouritesProvider>
          </ViewerProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
