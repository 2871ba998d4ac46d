import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { TenantConfig } from '@/features/tenants/schemas';
import { resolveTenant } from '@/features/tenants/server/tenant-service';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import { tenantThemeCss } from '@/lib/theme/theme-css';
import { FooterGate } from './footer-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './globals.css';

/** Message namespaces that client components read; the rest stays on the server. */
const CLIENT_NAMESPACES = ['nav', 'header', 'errorPage'] as const;

const cssByConfig = new WeakMap<TenantConfig, string>();

/** The theme stylesheet, built once per tenant configuration object (the tenant cache keeps it). */
function themeCss(config: TenantConfig): string {
  let css = cssByConfig.get(config);
  if (css === undefined) {
    css = tenantThemeCss(config.theme, config.flags.enableDarkMode);
    cssByConfig.set(config, css);
  }
  return css;
}

/** The document every page renders in: tenant theme, scheme and layout chosen on the server. */
export async function ShellDocument({ locale, children }: { locale: 'pl' | 'en'; children: ReactNode }) {
  const tenant = await resolveTenant((await headers()).get('host'));
  const { config } = tenant;
  const choice = await getThemeChoice(config);
  const messages = await getMessages({ locale });
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
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
        <style id="wk-theme" dangerouslySetInnerHTML={{ __html: themeCss(config) }} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SiteHeader tenant={tenant} locale={locale} choice={choice} />
          <main id="content" className="shell-main">
            {children}
          </main>
          <FooterGate>
            <SiteFooter tenant={tenant} locale={locale} />
          </FooterGate>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
