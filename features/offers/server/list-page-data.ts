import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { alertNameFromTags } from '@/features/alerts/rules';
import { getReadDb } from '@/lib/db/client';
import { countValues, formatAmount } from '@/lib/format';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { countListImpressions } from '@/lib/offer-stats/page-view';
import { getPageContext } from '@/lib/page-context';
import { upperFirst } from '@/lib/text';
import {
  activeFilterCount,
  alertNameParts,
  filterChips,
  listMetadataLinks,
  placeParts,
  sortLabelKey,
  type ListLabels,
} from '../list-page/list-view';
import { DEFAULT_FILTERS, type ListUrlState } from '../search-params';
import type { ListCardView } from '../components/offer-list-card';
import { isNewOffer } from '../new-badge';
import { ANY_BOARD, boardVersion } from './board-version';
import { getCardViewText } from './card-view-text';
import { toListCardView } from './list-card-view';
import { listHref, loadListPage, parseListRequest, sortChoiceOf, SORT_CHOICES } from './list-page-service';
import { findSalarySliderMax } from './offer-counts-queries';
import { getSearchDictionary } from './search-dictionary';
import type { OfferCard } from './offer-cards';

/**
 * A card's view for one language, currency and salary order, made once per board generation (any offer
 * change starts a new one): a list page shows a hundred cards, and the same cards are rendered again and
 * again. Only the 'New' badge depends on the time, so it is worked out on each render.
 */
const CARD_VIEWS_MAX = 20_000;
const cardViews = { generation: -1, views: new Map<string, ListCardView>() };
function cardView(offer: OfferCard, o: Parameters<typeof toListCardView>[1] & { now: number }): ListCardView {
  const generation = boardVersion(ANY_BOARD);
  if (cardViews.generation !== generation || cardViews.views.size >= CARD_VIEWS_MAX) {
    cardViews.generation = generation;
    cardViews.views.clear();
  }
  const order = o.sort?.sortBy === 'salary' ? o.sort.orderBy : '';
  const key = `${offer.id}:${o.locale}:${o.currency}:${order}`;
  let view = cardViews.views.get(key);
  if (!view) cardViews.views.set(key, (view = toListCardView(offer, o)));
  const isNew = isNewOffer({ publishedAt: offer.publishedAt, active: true }, o.now);
  return view.isNew === isNew ? view : { ...view, isNew };
}

/** The list state a request names (path segments and query), once per request. */
export const resolveListRequest = cache(async (locale: Locale, filters: string[], search: string) => {
  const { headers: requestHeaders, tenant } = await getPageContext();
  const db = await getReadDb();
  const dictionary = await getSearchDictionary(db, tenant.id);
  const state = parseListRequest(['job-offers', ...filters], new URLSearchParams(search), dictionary, locale);
  return { tenant, db, state, origin: publicOrigin(requestHeaders) };
});

/** The list page's data, once per request (metadata and page share it). */
export const loadListPageData = cache(async (locale: Locale, filters: string[], search: string) => {
  const { tenant, db, state, origin } = await resolveListRequest(locale, filters, search);
  const data = await loadListPage(db, tenant, state, locale);
  // The cards shown count as list impressions for the employers' statistics (not for robots).
  countListImpressions(
    tenant.id,
    data.page.data.map((o) => o.slug),
    (await getPageContext()).headers,
  );
  return { tenant, state, origin, data };
});

/** The list page's metadata: title and description with the place and count, canonical and language links. */
export async function listPageMetadata(locale: Locale, filters: string[], search: string): Promise<Metadata> {
  const { tenant, state, origin, data } = await loadListPageData(locale, filters, search);
  const t = await getTranslations({ locale, namespace: 'list' });
  const domain = tenant.config.brand.domain[locale];
  const place = placeParts(state.filters, data, locale, t('remote')).join(', ');
  return {
    title: upperFirst(place ? t('titleIn', { domain, place }) : t('title', { domain })),
    description: t('metaDescription', {
      ...countValues(data.page.meta.totalItems),
      domain,
      place: place ? ` (${place})` : '',
      brand: tenant.config.brand.name,
    }),
    ...listMetadataLinks(state, origin, listHref, locale),
  };
}

/** Everything the list page shows that is computed: title, chips, labels, links for each state, the cards. */
export async function listPageView(locale: Locale, filters: string[], search: string) {
  const { tenant, state, data } = await loadListPageData(locale, filters, search);
  const [t, options, labels, sliderMax] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
    getCardViewText(locale),
    getReadDb().then((db) => findSalarySliderMax(db, tenant.id, state.filters.currency)),
  ]);
  const f = state.filters;
  const domain = tenant.config.brand.domain[locale];
  const place = placeParts(f, data, locale, t('remote'));
  const withState = (patch: Partial<ListUrlState['filters']>) =>
    listHref({ filters: { ...f, ...patch }, from: null, showMap: false }, locale);
  const sortLabels = Object.fromEntries(
    (Object.keys(SORT_CHOICES) as (keyof typeof SORT_CHOICES)[]).map((c) => [c, t(sortLabelKey(c))]),
  ) as Record<keyof typeof SORT_CHOICES, string>;
  const chipLabels: ListLabels = {
    remote: t('remote'),
    withSalary: t('withSalary'),
    ukraineFriendly: t('ukraineFriendly'),
    radiusKm: (km) => t('radiusKm', { km }),
    option: (group, value) => options(`${group}.${value}` as 'seniority.junior'),
    salary: (salary, currency) =>
      `${formatAmount(salary.from, locale)} – ${formatAmount(salary.to, locale)} ${currency}`,
  };
  const sortChoice = sortChoiceOf(state);
  const { page } = data;
  return {
    tenant,
    state,
    data,
    sliderMax,
    title: upperFirst(place.length ? t('titleIn', { domain, place: place.join(', ') }) : t('title', { domain })),
    count: t('count', countValues(page.meta.totalItems)),
    sortChoice,
    sortLabels,
    activeCount: activeFilterCount(f),
    chips: filterChips(state, data, locale, chipLabels, withState, t(sortLabelKey(sortChoice))),
    // The saved search's name: the labels the list shows, with their diacritics and casing ("Kraków, Backend").
    alertName: alertNameFromTags(alertNameParts(f, data, locale, chipLabels)),
    withState,
    href: (patch: Partial<ListUrlState>) => listHref({ ...state, ...patch }, locale),
    formAction: listHref({ filters: DEFAULT_FILTERS, from: null, showMap: false }, locale),
    cards: page.data.map((offer) =>
      cardView(offer, { currency: f.currency, locale, now: data.now, text: labels, sort: f }),
    ),
  };
}
