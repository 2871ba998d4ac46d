import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ViewerProvider } from '@/features/account/viewer';
import { AccountVerifiedDialog } from '@/features/account/components/account-verified-dialog';
import { ChatWidgetMount } from '@/features/chat/components/chat-widget-mount';
import { CandidateOnly } from '@/features/account/components/candidate-only';
import { FavouritesProvider } from '@/features/favourites/components/favourites-provider';
import { localizedPath, paths } from '@/lib/paths';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import type { ThemeChoice } from '@/features/theme/theme-choice';
import { THEME_STYLESHEET_PATH, themeStylesheet } from '@/features/theme/server/theme-stylesheet';
import { getPageContext, getShellContext } from '@/lib/page-context';
import { candidateFeatures } from '@/lib/tenants/candidate-features';

type ShellTenant = Awaited<ReturnType<typeof getShellContext>>['tenant'];
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import { FooterGate } from './footer-gate';
import { HeaderGate } from './header-gate';
import { SiteFooter } from './site-footer';
import { shellClientMessages } from './shell-messages';
import { SiteHeader } from './site-header';
import { SoftNavigation } from './soft-navigation';
import './globals.css';

/**
 * The document every page renders in: tenant theme, scheme and layout chosen on the server. The visitor's own
 * parts (account action, favourites, chat, the verified dialog) are client islands that the page-state call
 * feeds, so a shared page is the same for everyone (decision 0066). The one thing read from the session is
 * whether an employer is signed in, which picks the employer header (built by the /employer pages' slot,
 * `employerHeader`) over the site's on those pages: they are personal and never cached, and a shared page's
 * render never sees the identity cookies (server.ts strips them), so it finds no one.
 */
export async function ShellDocument({
  locale,
  employerHeader = null,
  children,
}: {
  locale: 'pl' | 'en';
  employerHeader?: ReactNode;
  children: ReactNode;
}) {
  const { tenant } = await getShellContext();
  const { config } = tenant;
  const choice = await getThemeChoice(config);
  const messages = await getMessages({ locale });
  const clientMessages = shellClientMessages(messages);
  const { identity } = await getPageContext();
  const offered = candidateFeatures(config.flags);
  return (
    <ThemedDocument locale={locale} tenant={tenant} choice={choice}>
      <NextIntlClientProvider locale={locale} messages={clientMessages}>
        <ViewerProvider loginEnabled={offered.accounts}>
          <FavouritesProvider enabled={offered.favourites}>
            <HeaderGate
              site={<SiteHeader tenant={tenant} locale={locale} choice={choice} />}
              employer={identity.employer ? employerHeader : null}
            />
            <main id="content" className="shell-main">
              {children}
            </main>
            <FooterGate>
              <SiteFooter tenant={tenant} locale={locale} />
            </FooterGate>
            <SoftNavigation />
            <CandidateOnly>
              <AccountVerifiedDialog
                labels={{
                  title: String(messages.account.verified.title),
                  body: String(messages.account.verified.body),
                  profile: String(messages.account.verified.profile),
                  close: String(messages.account.verified.close),
                }}
                profileHref={localizedPath(locale, paths.profile())}
              />
              {config.flags.enableChat ? (
                <ChatWidgetMount maintenance={config.flags.passiveCandidateMaintenance} />
              ) : null}
            </CandidateOnly>
          </FavouritesProvider>
        </ViewerProvider>
      </NextIntlClientProvider>
    </ThemedDocument>
  );
}

/**
 * The document element of every page: language, tenant, colour scheme and layout on `<html>`, and the
 * tenant's theme stylesheet (the shell's and the root 404's).
 */
export function ThemedDocument({
  locale,
  tenant,
  choice,
  children,
}: {
  locale: 'pl' | 'en';
  tenant: ShellTenant;
  choice: ThemeChoice;
  children: ReactNode;
}) {
  return (
    <html
      lang={locale}
      {...{ [COLOR_SCHEME_ATTRIBUTE]: choice.scheme }}
      data-layout={choice.horizontal ? 'horizontal' : 'classic'}
      data-tenant={tenant.slug}
      style={{ colorScheme: choice.scheme }}
      suppressHydrationWarning
    >
      {/* App Router root layouts own <head>; the rule targets the pages router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <link
          rel="stylesheet"
          id="wk-theme"
          href={`${THEME_STYLESHEET_PATH}?v=${themeStylesheet(tenant.config).version}`}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
