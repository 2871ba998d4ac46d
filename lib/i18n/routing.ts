import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Polish is the default and has no prefix; English lives under /en. The first visit is not
 * redirected by Accept-Language: a shared Polish link opens in Polish for everyone.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  // No `Link` header: it was built from the request's Host and repeated the whole URL three times; pages
  // name their language alternates in their metadata, from the board's configured origin.
  alternateLinks: false,
});
