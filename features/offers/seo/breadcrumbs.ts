import type { Locale } from '@/lib/i18n/locales';
import { DEFAULT_FILTERS, serializeListUrl, type OfferFilters } from '../search-params';
import type { Crumb } from './job-posting';
import { localizedPath } from '@/lib/paths';

interface Named {
  slug: string;
  label: string;
}

/** Spec: Polish crumb labels carry the prefix "Praca", which category labels may already have. */
export function crumbLabel(label: string, locale: Locale): string {
  if (locale !== 'pl') return label;
  return `Praca ${label.replace(/^praca\s+/i, '')}`;
}

const listHref = (filters: Partial<OfferFilters>, locale: Locale) =>
  localizedPath(
    locale,
    serializeListUrl({ filters: { ...DEFAULT_FILTERS, ...filters }, from: null, showMap: false }, locale),
  );

/** Offer page crumbs: all offers, city, main category, subcategory, then the title (not a link). */
export function offerCrumbs(input: {
  locale: Locale;
  allOffers: string;
  city: Named | null;
  main: Named | null;
  sub: Named | null;
  title: string;
}): Crumb[] {
  const { locale, city, main, sub } = input;
  const location = city ? ({ kind: 'city', city: city.slug } as const) : DEFAULT_FILTERS.location;
  const crumbs: Crumb[] = [{ label: input.allOffers, href: listHref({}, locale) }];
  if (city) crumbs.push({ label: crumbLabel(city.label, locale), href: listHref({ location }, locale) });
  if (main)
    crumbs.push({ label: crumbLabel(main.label, locale), href: listHref({ location, category: main.slug }, locale) });
  if (main && sub)
    crumbs.push({
      label: crumbLabel(sub.label, locale),
      href: listHref({ location, category: main.slug, subcategories: [sub.slug] }, locale),
    });
  crumbs.push({ label: input.title });
  return crumbs;
}
