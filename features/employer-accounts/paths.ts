import type { Locale } from '@/lib/i18n/locales';

/** A path of the site in a language: Polish has no prefix, English lives under `/en`. */
export const localized = (locale: Locale | string, path: string): string =>
  locale === 'pl' || path.startsWith(`/${locale}/`) || path === `/${locale}` ? path : `/${locale}${path}`;
