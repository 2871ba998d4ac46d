import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ViewerProvider } from '@/features/account/viewer';
import { ALERT_DIALOG_RULES } from '@/features/alerts/alert-schema';
import { AccountVerifiedDialog } from '@/features/account/components/account-verified-dialog';
import { ChatWidgetMount } from '@/features/chat/components/chat-widget-mount';
import { CandidateOnly } from '@/features/account/components/candidate-only';
import { FavouritesProvider } from '@/features/favourites/components/favourites-provider';
import { localizedPath, paths } from '@/lib/paths';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import type { ThemeChoice } from '@/features/theme/theme-choice';
import { THEME_STYLESHEET_PATH, themeStylesheet } from '@/features/theme/server/theme-stylesheet';
import { getPageContext, getShellContext } from '@/lib/page-context';

type ShellTenant = Awaited<ReturnType<typeof getShellContext>>['tenant'];
import { validationMessages } from '@/lib/validation/client-messages';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import { FooterGate } from './footer-gate';
import { HeaderGate } from './header-gate';
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

/**
 * Parts of those namespaces that no shell island reads: the e-mails' words (written on the server) and the
 * employer chat's panel (its pages hand it to their own provider). Left out of every page's payload.
 */
const SERVER_ONLY_PARTS: Partial<Record<(typeof CLIENT_NAMESPACES)[number], readonly string[]>> = {
  alerts: ['mail'],
  chat: ['mail', 'invitationMail', 'panel'],
};

/** A namespace's messages as the shell sends them to the browser. */
function clientPart(messages: Record<string, unknown>, ns: (typeof CLIENT_NAMESPACES)[number]): unknown {
  const all = messages[ns];
  const drop = SERVER_ONLY_PARTS[ns];
  if (!drop || typeof all !== 'object' || all === null) return all;
  return Object.fromEntries(Object.entries(all).filter(([key]) => !drop.includes(key)));
}

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
  const clientMessages = {
    ...Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, clientPart(messages, ns)])),
    // The header's add-alert dialog words its field errors with these (not the whole catalogue on every page).
    ...validationMessages(messages, ALERT_DIALOG_RULES),
  };
  const { identity } = await getPageContext();
  return (
    <ThemedDocument locale={locale} tenant={tenant} choice={choice}>
      <NextIntlClientProvider locale={locale} messages={clientMessages}>
        <ViewerProvider loginEnabled={config.flags.enableCandidatePortalLogin}>
          <FavouritesProvider enabled={config.flags.enableFavoriteOfferButton}>
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
