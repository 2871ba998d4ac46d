import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import type { FeatureFlags } from '@/lib/tenants/schemas';
import { pickBanner } from '../components/details/banner-choice';
import { buildJobPosting } from '../seo/job-posting';
import { DEFAULT_FILTERS, serializeListUrl, type ListUrlState } from '../search-params';
import type { OfferPageData } from '../server/offer-page-service';

/**
 * The offer page's view model, as pure functions of the loaded data: metadata, JSON-LD, the list links, the
 * promo banner and the summary tiles. The page (app/[locale]/job-offer/[slug]) only composes their results.
 */

type Detail = OfferPageData['detail'];

/** The address of the offer in a language (locale prefix included, no origin). */
export const offerPath = (locale: Locale, slug: string) => localizedPath(locale, paths.jobOffer(slug));

/** The salary the meta description names: the first paid contract's range (`to` falls back to `from`). */
export function metaSalaryOf(detail: Pick<Detail, 'employmentTypes'>) {
  const paid = detail.employmentTypes.find((e) => e.salary);
  if (!paid?.salary) return null;
  return {
    from: paid.salary.from ?? 0,
    to: paid.salary.to ?? paid.salary.from ?? 0,
    currency: paid.currency,
    unit: paid.salary.unit,
  };
}

/** The page's metadata: title, canonical and language alternates, Open Graph (with the share image), robots. */
export function offerMetadata(input: {
  detail: Pick<Detail, 'slug' | 'title' | 'companyName' | 'isOfferActive'>;
  description: string;
  locale: Locale;
  origin: string;
  brandName: string;
}): Metadata {
  const { detail, description, locale, origin } = input;
  const path = paths.jobOffer(detail.slug);
  const title = `${detail.title} – ${detail.companyName}`;
  const here = `${origin}${localizedPath(locale, path)}`;
  return {
    title,
    description,
    alternates: {
      canonical: here,
      languages: {
        pl: `${origin}${localizedPath('pl', path)}`,
        en: `${origin}${localizedPath('en', path)}`,
        'x-default': `${origin}${path}`,
      },
    },
    metadataBase: new URL(origin),
    openGraph: {
      images: [{ url: `${here}/share-image`, width: 1200, height: 630, alt: detail.title }],
      type: 'website',
      title,
      description,
      url: here,
      siteName: input.brandName,
      locale: locale === 'pl' ? 'pl_PL' : 'en_GB',
    },
    robots: detail.isOfferActive ? undefined : { index: false, follow: true },
  };
}

/** The schema.org JobPosting of the offer (Google for Jobs); `pageUrl` is the page's absolute address. */
export function offerJobPosting(
  data: Pick<OfferPageData, 'detail' | 'company' | 'places'>,
  origin: string,
  pageUrl: string,
) {
  const { detail, company, places } = data;
  return buildJobPosting(
    {
      slug: detail.slug,
      guid: detail.guid,
      title: detail.title,
      body: detail.body,
      publishedAt: detail.publishedAt,
      expiredAt: detail.expiredAt,
      workingTime: detail.workingTime,
      workplaceType: detail.workplaceType,
      applyUrl: detail.applyUrl,
      company: {
        name: detail.companyName,
        websiteUrl: company.websiteUrl,
        logoUrl: `${origin}${detail.companyLogoThumbUrl}`,
      },
      locations: places.map((p) => ({ ...p, street: p.street || null })),
      employmentTypes: detail.employmentTypes.map((e) => ({ type: e.type, currency: e.currency, salary: e.salary })),
    },
    pageUrl,
  );
}

const listOf = (filters: Partial<ListUrlState['filters']>, locale: Locale) =>
  localizedPath(
    locale,
    serializeListUrl({ filters: { ...DEFAULT_FILTERS, ...filters }, from: null, showMap: false }, locale),
  );

/** The active offers of the offer's main category (the expired alert and the category banner link there). */
export const activeOffersHref = (locale: Locale, categorySlug: string | null | undefined) =>
  listOf({ category: categorySlug ?? null }, locale);

/** The remote offers (the remote banner links there). */
export const remoteOffersHref = (locale: Locale) => listOf({ location: { kind: 'remote' } }, locale);

/** How the salary's currency is chosen: a dropdown, a toggle, or not at all (board flags). */
export const currencyModeOf = (flags: Pick<FeatureFlags, 'enableCurrencyDropdown' | 'enableCurrencyChange'>) =>
  flags.enableCurrencyDropdown ? ('dropdown' as const) : flags.enableCurrencyChange ? ('toggle' as const) : null;

/** The promo banner under the description: the category's or the remote one, as the board allows, one per offer. */
export function offerBanner(
  flags: Pick<FeatureFlags, 'enableCategoryBanner' | 'enableRemoteBanner'>,
  data: Pick<OfferPageData, 'detail' | 'mainCategory'>,
  now?: number,
) {
  return pickBanner(
    [
      ...(flags.enableCategoryBanner && data.mainCategory ? (['category'] as const) : []),
      ...(flags.enableRemoteBanner && data.detail.workplaceType !== 'remote' ? (['remote'] as const) : []),
    ],
    data.detail.slug,
    now,
  );
}

/** The contracts' names, each once, in the offer's order. */
export const employmentTypeNames = (detail: Pick<Detail, 'employmentTypes'>, name: (type: string) => string) =>
  [...new Set(detail.employmentTypes.map((e) => name(e.type)))].join(', ');

export interface InfoTile {
  key: 'workingTime' | 'employmentType' | 'experience' | 'workplace';
  label: string;
  value: string;
}

/** The four facts of the summary (working time, contracts, experience, workplace), labelled. */
export function infoTiles(
  detail: Pick<Detail, 'workingTime' | 'employmentTypes' | 'experienceLevel' | 'workplaceType'>,
  label: (key: InfoTile['key']) => string,
  option: (group: 'workingTime' | 'employmentType' | 'seniority' | 'workplaceType', value: string) => string,
): InfoTile[] {
  return [
    { key: 'workingTime', label: label('workingTime'), value: option('workingTime', detail.workingTime) },
    {
      key: 'employmentType',
      label: label('employmentType'),
      value: employmentTypeNames(detail, (type) => option('employmentType', type)),
    },
    { key: 'experience', label: label('experience'), value: option('seniority', detail.experienceLevel) },
    { key: 'workplace', label: label('workplace'), value: option('workplaceType', detail.workplaceType) },
  ];
}

/** A language's name in the page's language (the code itself when the runtime does not know it). */
export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
