import { NextIntlClientProvider } from 'next-intl';
import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { ThemedDocument } from '@/components/layout/shell-document';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { routing } from '@/lib/i18n/routing';
import { getShellContext } from '@/lib/page-context';

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
    <ThemedDocument locale={locale} tenant={tenant} choice={choice}>
      <NextIntlClientProvider locale={locale} messages={{}}>
        <main id="content" className="shell-main">
          <NotFoundPanel />
        </main>
      </NextIntlClientProvider>
    </ThemedDocument>
  );
}
