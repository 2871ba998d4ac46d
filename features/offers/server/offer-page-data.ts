import 'server-only';
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getReadDb } from '@/lib/db/client';
import { formatAmount } from '@/lib/format';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { getShellContext } from '@/lib/page-context';
import { localizedPath, paths } from '@/lib/paths';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { singleFullStops } from '@/lib/text';
import type { SalaryRow } from '../components/details/salary-switch';
import { offerCrumbs } from '../seo/breadcrumbs';
import {
  activeOffersHref,
  currencyModeOf,
  infoTiles,
  metaSalaryOf,
  offerBanner,
  offerJobPosting,
  offerMetadata,
  offerPath,
  remoteOffersHref,
} from '../offer-page/offer-page-view';
import {
  convertedLines,
  salaryLine,
  salaryRowsOf,
  type OfferSalary,
  type SalaryWords,
} from '../offer-page/salary-text';
import { loadOfferPage, type OfferPageData } from './offer-page-service';
import { notFoundMetadata } from '@/components/layout/not-found-page';

/** The offer page's data, once per request (metadata and page share it); null when no such offer is shown. */
export const loadOfferPageData = cache(async (slug: string, locale: Locale) => {
  const { headers: requestHeaders, tenant } = await getShellContext();
  const data = await loadOfferPage(await getReadDb(), tenant, decodeURIComponent(slug), locale);
  return { tenant, data, origin: publicOrigin(requestHeaders) };
});

/** The offer page's metadata (empty for an unknown offer: the page answers 404). */
export async function offerPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const { tenant, data, origin } = await loadOfferPageData(slug, locale);
  if (!data) return notFoundMetadata(locale);
  const [t, units] = await Promise.all([
    getTranslations({ locale, namespace: 'offer' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  const { detail } = data;
  const paid = metaSalaryOf(detail);
  const salary = paid
    ? t('metaSalary', {
        from: formatAmount(paid.from, locale),
        to: formatAmount(paid.to, locale),
        currency: paid.currency,
        unit: units(`salaryUnit.${paid.unit}`),
      })
    : '';
  const description = singleFullStops(
    t('metaDescription', {
      title: detail.title,
      company: detail.companyName,
      place: data.city ? t('metaPlace', { city: data.city.label }) : '',
      salary,
      brand: tenant.config.brand.name,
    }),
  );
  return offerMetadata({ detail, description, locale, origin, brandName: tenant.config.brand.name });
}

/** Everything the offer page shows that is computed rather than loaded: texts of salaries, links, tiles, JSON-LD. */
export async function offerPageView(locale: Locale, tenant: Tenant, data: OfferPageData, origin: string) {
  const [t, options, format] = await Promise.all([
    getTranslations({ locale, namespace: 'offer' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
    getFormatter({ locale }),
  ]);
  const { detail } = data;
  const flags = tenant.config.flags;
  const words: SalaryWords = {
    notDisclosed: t('salaryNotDisclosed'),
    range: (from, to) => t('salaryRange', { from, to }),
    perUnit: (amount, currency, unit) => t('perUnit', { amount, currency, unit }),
    unit: (unit) => options(`salaryUnit.${unit}`),
  };
  const lineOf = (e: OfferSalary) => salaryLine(e, locale, words, flags.enableDisplayedPayUnit);
  const salaryRows: SalaryRow[] = salaryRowsOf(
    detail.employmentTypes,
    (e) => ({
      key: `${e.type}-${e.currency}`,
      original: lineOf(e),
      converted: convertedLines(e.converted, tenant.config.currencies, locale, words),
      detail: `${options(`employmentType.${e.type}`)} · ${e.gross ? t('gross') : t('net')}`,
    }),
    (types) => ({
      key: 'not-disclosed',
      original: words.notDisclosed,
      converted: {},
      detail: types.map((type) => options(`employmentType.${type}`)).join(', '),
    }),
  );
  const firstPaid = detail.employmentTypes.find((e) => e.salary);
  const pageUrl = `${origin}${offerPath(locale, detail.slug)}`;
  const crumbs = offerCrumbs({
    locale,
    allOffers: t('allOffers'),
    city: data.city,
    main: data.mainCategory,
    sub: data.subCategory,
    title: detail.title,
  });
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return {
    pageUrl,
    crumbs,
    posting: offerJobPosting(data, origin, pageUrl),
    salaryLine: lineOf,
    salaryRows,
    firstPaid: firstPaid ? { line: lineOf(firstPaid), type: options(`employmentType.${firstPaid.type}`) } : null,
    currencyMode: currencyModeOf(flags),
    banner: offerBanner(flags, data),
    infoTiles: infoTiles(
      detail,
      (key) => t(key),
      (group, value) => options(`${group}.${value}` as 'seniority.junior'),
    ),
    publishedOn: detail.publishedAt ? date(detail.publishedAt) : null,
    validUntil: detail.expiredAt ? date(detail.expiredAt) : null,
    activeListHref: activeOffersHref(locale, data.mainCategory?.slug),
    remoteListHref: remoteOffersHref(locale),
    offersRoot: localizedPath(locale, paths.home()),
    applyLinks: {
      register: localizedPath(locale, paths.register()),
      preferences: localizedPath(locale, paths.preferences()),
      history: localizedPath(locale, paths.applicationHistory()),
    },
  };
}

export type OfferPageView = Awaited<ReturnType<typeof offerPageView>>;
