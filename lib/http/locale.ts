import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

type Locale = (typeof routing.locales)[number];

/**
 * The language of an API answer: `?lang=`, then the NEXT_LOCALE cookie, then the first
 * supported language of Accept-Language, then Polish.
 */
export function localeOfRequest(request: Request): Locale {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get('lang');
  if (hasLocale(routing.locales, fromQuery)) return fromQuery;
  const cookie = request.headers.get('cookie') ?? '';
  const fromCookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(cookie)?.[1];
  if (hasLocale(routing.locales, fromCookie)) return fromCookie;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find((l): l is Locale => hasLocale(routing.locales, l)) ?? routing.defaultLocale;
}
