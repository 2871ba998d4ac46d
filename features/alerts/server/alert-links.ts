import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';

/** The home page opens the activation dialog from this link (spec: job-alerts=activate). */
export const activationUrl = (origin: string, locale: Locale, jobFilterId: number, code: string) =>
  `${origin}${localizedPath(locale, paths.homeWith({ 'job-alerts': 'activate', code, jobFilterId }))}`;

/** The home page opens the unsubscribe dialog from this link (spec: job-alerts=unsubscribe). */
export const unsubscribeUrl = (origin: string, locale: Locale, jobFilterId: number, code: string) =>
  `${origin}${localizedPath(locale, paths.homeWith({ 'job-alerts': 'unsubscribe', jobFilterId, code }))}`;

/** RFC 8058 one-click target: a POST here unsubscribes without a page. */
export const oneClickUrl = (origin: string, tenantSlug: string, jobFilterId: number, code: string) =>
  `${origin}/api/${tenantSlug}/guests/job-alerts/${jobFilterId}/${encodeURIComponent(code)}`;

export const offerUrl = (origin: string, locale: Locale, slug: string) =>
  `${origin}${localizedPath(locale, paths.jobOffer(slug))}`;

/** The saved search on the board's origin; only the path and query of a stored URL are kept. */
export const searchPageUrl = (origin: string, searchUrl: string) => {
  const url = new URL(searchUrl, origin);
  return `${origin}${url.pathname}${url.search}`;
};

export const registerUrl = (origin: string, locale: Locale, email: string) =>
  `${origin}${localizedPath(locale, paths.registerWithEmail(email))}`;
