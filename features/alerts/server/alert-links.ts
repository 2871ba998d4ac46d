import type { Locale } from '@/lib/i18n/locales';

const prefix = (locale: Locale) => (locale === 'pl' ? '' : `/${locale}`);

/** The home page opens the activation dialog from this link (spec: job-alerts=activate). */
export const activationUrl = (origin: string, locale: Locale, jobFilterId: number, code: string) =>
  `${origin}${prefix(locale)}/?job-alerts=activate&code=${encodeURIComponent(code)}&jobFilterId=${jobFilterId}`;

/** The home page opens the unsubscribe dialog from this link (spec: job-alerts=unsubscribe). */
export const unsubscribeUrl = (origin: string, locale: Locale, jobFilterId: number, code: string) =>
  `${origin}${prefix(locale)}/?job-alerts=unsubscribe&jobFilterId=${jobFilterId}&code=${encodeURIComponent(code)}`;

/** RFC 8058 one-click target: a POST here unsubscribes without a page. */
export const oneClickUrl = (origin: string, tenantSlug: string, jobFilterId: number, code: string) =>
  `${origin}/api/${tenantSlug}/guests/job-alerts/${jobFilterId}/${encodeURIComponent(code)}`;

export const offerUrl = (origin: string, locale: Locale, slug: string) =>
  `${origin}${prefix(locale)}/job-offer/${encodeURIComponent(slug)}`;

/** The saved search on the board's origin; only the path and query of a stored URL are kept. */
export const searchPageUrl = (origin: string, searchUrl: string) => {
  const url = new URL(searchUrl, origin);
  return `${origin}${url.pathname}${url.search}`;
};

export const registerUrl = (origin: string, locale: Locale, email: string) =>
  `${origin}${prefix(locale)}/register?email=${encodeURIComponent(email)}`;
