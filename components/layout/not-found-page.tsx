import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { setRenderStatus } from '@/lib/http/render-scope';
import { NotFoundPanel } from './not-found-panel';

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
