import { localizedPath } from '@/lib/paths';

/**
 * `localizedPath`, except that a path already carrying this language's prefix (a `next` taken from the
 * address) is kept as it is.
 */
export const localized = (locale: string, path: string): string => {
  const home = localizedPath(locale, '/');
  const prefixed = home !== '/' && (path === home || path.startsWith(`${home}/`));
  return prefixed ? path : localizedPath(locale, path);
};
