import 'server-only';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactElement } from 'react';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { setRenderStatus } from '@/lib/http/render-scope';
import { getShellContext } from '@/lib/page-context';
import { NotFoundPanel } from './not-found-panel';
import { ThemedDocument } from './shell-document';

/**
 * What a page returns when its address has nothing behind it: the localised 404 panel inside the page's own
 * layouts, answered with status 404. Pages return this rather than throw Next's `notFound()`, whose 404 the
 * server leaves empty (`<html id="__next_error__">`) for the browser to render: blank without JavaScript, and
 * without the language, the site's header and footer, or a title (decision 0083).
 */
export function notFoundPage(): ReactElement {
  setRenderStatus(404);
  return <NotFoundPanel />;
}

/** The head of such a page: its title in the page's language, and kept out of search indexes. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  setRenderStatus(404);
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The 404 of requests no localised page takes (an unknown file such as /x.png, whose first segment is no
 * language): the tenant's theme and the panel in the default language, without the site's header and footer.
 * Next renders the root layout's not-found element into every page's payload, so the whole shell here would be
 * built twice per page (decision 0078); unknown paths under a language get the full shell from `notFoundPage`.
 * For the same reason it sets no status: its caller does (`notFoundDocument`), or Next (its own 404 route).
 */
export async function NotFoundDocument() {
  const { tenant } = await getShellContext();
  const choice = await getThemeChoice(tenant.config);
  return (
    <ThemedDocument locale={DEFAULT_LOCALE} tenant={tenant} choice={choice}>
      <NextIntlClientProvider locale={DEFAULT_LOCALE} messages={{}}>
        <main id="content" className="shell-main">
          <NotFoundPanel />
        </main>
      </NextIntlClientProvider>
    </ThemedDocument>
  );
}

/** The document of an address whose first segment is no language, answered with status 404. */
export function notFoundDocument(): ReactElement {
  setRenderStatus(404);
  return <NotFoundDocument />;
}
