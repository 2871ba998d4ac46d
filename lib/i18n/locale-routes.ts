import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The locale routing of pages (routing.ts: Polish without a prefix, English under /en, no detection), done by
 * Next's own routes and the server instead of a proxy run on every page request (decision 0081):
 * - a path without a language prefix is rewritten to the default language's pages (next.config.ts);
 * - every page answer sets NEXT_LOCALE to its language, which API errors then speak (next.config.ts);
 * - the default language's prefix, and a prefix in other letter case, redirect (307) to the one address
 *   (server.ts, `localeRedirect`).
 * Not pages: the API, the hubs, Next's files, and any path whose last segment has a dot (a file). A dot
 * earlier in the path (/a.b/job-offers) is no file: such a path gets the default language and its 404.
 */
const NOT_A_PAGE = 'api|hubs|_next|_vercel|.*\\.[^/]*$';
const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const PREFIX_ALTERNATIVES = PREFIXED.join('|');
/** Pages of the default language other than `/`: no other language's prefix, and no API, hub or file path. */
const UNPREFIXED_PAGE = `/:path((?!(?:${PREFIX_ALTERNATIVES})(?:/|$)|${NOT_A_PAGE}).+)`;

/** Next's rewrites (after its files and static routes): unprefixed pages → the default language's. */
export function localeRewrites() {
  return [
    { source: '/', destination: `/${DEFAULT_LOCALE}` },
    {
      source: UNPREFIXED_PAGE,
      destination: `/${DEFAULT_LOCALE}/:path`,
    },
  ];
}

const localeCookie = (locale: string) => [{ key: 'Set-Cookie', value: `NEXT_LOCALE=${locale}; Path=/; SameSite=lax` }];

/** Next's headers: each page answer names its language in NEXT_LOCALE (Next matches these case-blind). */
export function localeCookieHeaders() {
  return [
    { source: '/', headers: localeCookie(DEFAULT_LOCALE) },
    { source: UNPREFIXED_PAGE, headers: localeCookie(DEFAULT_LOCALE) },
    ...PREFIXED.flatMap((locale) => [
      { source: `/${locale}`, headers: localeCookie(locale) },
      { source: `/${locale}/:path((?!.*\\.[^/]*$).*)`, headers: localeCookie(locale) },
    ]),
  ];
}

const FIRST_SEGMENT = /^\/([^/?]*)/;
/** A file's address: its path's last segment has a dot. */
const FILE_PATH = /^[^?]*\.[^/?]*(?:\?|$)/;

/** The request header next-intl reads a render's language from (its proxy used to set it). */
export const LOCALE_HEADER = 'x-next-intl-locale';

/** The language of a page address: its prefix's, else the default (what the rewrite above gives it). */
export function pageLocale(url: string): Locale {
  const first = FIRST_SEGMENT.exec(url)?.[1];
  return PREFIXED.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/**
 * Where a page address with a language prefix to mend goes, or null: `/pl/x` → `/x`, `/EN/x` → `/en/x`
 * (the query kept). Next matches routes whatever the letter case, so this cannot be one of its redirects.
 */
export function localeRedirect(url: string): string | null {
  const first = FIRST_SEGMENT.exec(url)?.[1];
  if (!first || first.length !== 2 || FILE_PATH.test(url)) return null;
  const locale = LOCALES.find((candidate) => candidate === first.toLowerCase());
  if (!locale) return null;
  const rest = url.slice(first.length + 1);
  if (locale === DEFAULT_LOCALE) return rest.startsWith('/') ? rest : `/${rest}`;
  return first === locale ? null : `/${locale}${rest}`;
}
