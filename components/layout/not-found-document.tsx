import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { NotFoundPanel } from './not-found-panel';
import { ThemedDocument } from './shell-document';

/**
 * The 404 of requests no localised page takes (an unknown file such as /x.png, whose first segment is no
 * language): the tenant's theme and the panel in the default language, without the site's header and footer.
 * Next renders the root layout's not-found element into every page's payload, so the whole shell here would be
 * built twice per page (decision 0078); unknown paths under a language get the full shell from `notFoundPage`
 * (./not-found-page.tsx). For the same reason it sets no status: the language layout does, or Next (its own
 * 404 route).
 */
export function NotFoundDocument({ tenant, choice }: Pick<ComponentProps<typeof ThemedDocument>, 'tenant' | 'choice'>) {
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
