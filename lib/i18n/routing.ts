import { defineRouting } from 'next-intl/routing';
import { LOCALES } from './locales';

/**
 * Polish is the default and has no prefix; English lives under /en. The first visit is not
 * redirected by Accept-Language: a shared Polish link opens in Polish for everyone.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'pl',
  localePrefix: 'as-needed',
  localeDetection: false,
});
