import { localePrefix, localizedPath } from '@/lib/paths';

/**
 * `localizedPath`, except that a path already carrying this language's prefix (a `next` taken from the
 * address) is kept as it is.
 */
export const localized = (locale: string, path: string): string => {
  const prefix = localePrefix(locale);
  return prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path : localizedPath(locale, path);
};
