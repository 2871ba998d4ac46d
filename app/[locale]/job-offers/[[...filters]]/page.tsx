import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ListMapLayout } from '@/features/map/server/list-map-layout';
import { CategoriesDrawer } from '@/features/offers/components/filters/categories-drawer';
import { LiveFilterForm } from '@/features/offers/components/filters/live-filter-form';
import { LocationFields } from '@/features/offers/components/filters/location-fields';
import { LocationModal } from '@/features/offers/components/filters/location-modal';
import { QuickSwitches } from '@/features/offers/components/filters/quick-switches';
import { SalaryRange } from '@/features/offers/components/filters/salary-range';
import { OfferList } from '@/features/offers/components/offer-list';
import { ListSearchField } from '@/features/offers/components/search/list-search-field';
import { getCardViewText } from '@/features/offers/server/card-view-text';
import { toListCardView } from '@/features/offers/server/list-card-view';
import { EMPLOYMENT_TYPES, SENIORITIES, WORKING_TIMES, WORKPLACE_TYPES } from '@/features/offers/options';
import { DEFAULT_FILTERS, LOCALIZED_KEYS, REMOTE_LOCATION, type ListUrlState } from '@/features/offers/search-params';
import {
  listHref,
  loadListPage,
  parseListRequest,
  sortChoiceOf,
  SORT_CHOICES,
} from '@/features/offers/server/list-page-service';
import { getSearchDictionary } from '@/features/offers/server/search-dictionary';
import { getReadDb } from '@/lib/db/client';
import { findSalarySliderMax } from '@/features/offers/server/offer-counts-queries';
import { countValues, formatAmount, formatCount } from '@/lib/format';
import { alertNameFromTags } from '@/features/alerts/rules';
import { upperFirst } from '@/lib/text';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { countListImpressions } from '@/lib/offer-stats/page-view';
import { getPageContext } from '@/lib/page-context';
import {
  activeFilterCount,
  alertNameParts,
  cityLabel,
  filterChips,
  isCanonical,
  isMoreFiltersOpen,
  placeParts,
  requestedListPath,
  searchOf,
  type ListLabels,
} from '@/features/offers/list-page/list-view';
import styles from './list-page.module.css';
import { localePrefix } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale; filters?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const resolve = cache(async (locale: Locale, filters: string[], search: string) => {
  const { headers: requestHeaders, tenant } = await getPageContext();
  const db = await getReadDb();
  const dictionary = await getSearchDictionary(db, tenant.id);
  const state = parseListRequest(['job-offers', ...filters], new URLSearchParams(search), dictionary, locale);
  return { tenant, db, state, origin: publicOrigin(requestHeaders) };
});

const load = cache(async (locale: Locale, filters: string[], search: string) => {
  const { tenant, db, state, origin } = await resolve(locale, filters, search);
  const data = await loadListPage(db, tenant, state, locale);
  // The cards shown count as list impressions for the employers' statistics (not for robots).
  countListImpressions(
    tenant.id,
    data.page.data.map((o) => o.slug),
    (await getPageContext()).headers,
  );
  return { tenant, state, origin, data };
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, filters = [] } = await params;
  const search = searchOf(await searchParams).toString();
  const { tenant, state, origin, data } = await load(locale, filters, search);
  const t = await getTranslations({ locale, namespace: 'list' });
  const domain = tenant.config.brand.domain[locale];
  const place = placeParts(state.filters, data, locale, t('remote')).join(', ');
  const canonicalState = { ...state, from: null, showMap: false };
  const path = (l: Locale) => listHref(canonicalState, l);
  return {
    title: upperFirst(place ? t('titleIn', { domain, place }) : t('title', { domain })),
    description: t('metaDescription', {
      ...countValues(data.page.meta.totalItems),
      domain,
      place: place ? ` (${place})` : '',
      brand: tenant.config.brand.name,
    }),
    alternates: {
      canonical: `${origin}${path(locale)}`,
      languages: { pl: `${origin}${path('pl')}`, en: `${origin}${path('en')}` },
    },
    // Paging positions and the map view are the same list: only the canonical list is indexed.
    robots: state.from || state.showMap ? { index: false, follow: true } : undefined,
  };
}

export default async function OfferListPage({ params, searchParams }: Props) {
  const { locale, filters = [] } = await params;
  setRequestLocale(locale);
  const search = searchOf(await searchParams).toString();
  const { state } = await resolve(locale, filters, search);
  // One URL per list: anything else (form fields, garbage, other orders) moves to the canonical one.
  const canonical = listHref(state, locale);
  if (!isCanonical(canonical, requestedListPath(locale, filters, search))) redirect(canonical);

  const { tenant, data } = await load(locale, filters, search);
  const [t, ft, options, labels, sliderMax] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'filters' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
    getCardViewText(locale),
    getReadDb().then((db) => findSalarySliderMax(db, tenant.id, state.filters.currency)),
  ]);
  const f = state.filters;
  const domain = tenant.config.brand.domain[locale];
  const place = placeParts(f, data, locale, t('remote'));
  const { page } = data;
  const key = (name: keyof typeof LOCALIZED_KEYS) => LOCALIZED_KEYS[name][locale];
  const { now } = data;
  const withState = (patch: Partial<ListUrlState['filters']>) =>
    listHref({ filters: { ...f, ...patch }, from: null, showMap: false }, locale);
  const locationValue =
    f.location.kind === 'city' ? f.location.city : f.location.kind === 'remote' ? REMOTE_LOCATION : 'all-locations';
  // Location pickers: the dictionary's top cities first.
  const cityOptions = [...data.cities].sort(
    (a, b) => Number(b.top) - Number(a.top) || a.label.localeCompare(b.label, locale),
  );
  const sortLabel = (choice: keyof typeof SORT_CHOICES) =>
    t(`sort${choice[0]!.toUpperCase()}${choice.slice(1)}` as 'sortPublished');
  const sortLabels = Object.fromEntries(
    (Object.keys(SORT_CHOICES) as (keyof typeof SORT_CHOICES)[]).map((c) => [c, sortLabel(c)]),
  ) as Record<keyof typeof SORT_CHOICES, string>;
  const activeCount = activeFilterCount(f);
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
  const chips = filterChips(
    state,
    data,
    locale,
    chipLabels,
    withState,
    t(`sort${sortChoice[0]!.toUpperCase()}${sortChoice.slice(1)}` as 'sortPublished'),
  );
  // The saved search's name: the labels the list shows, with their diacritics and casing ("Kraków, Backend").
  const alertName = alertNameFromTags(alertNameParts(f, data, locale, chipLabels));
  const moreOpen = isMoreFiltersOpen(f);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.headingRow}>
        <h1 className={styles.heading}>
          {upperFirst(place.length ? t('titleIn', { domain, place: place.join(', ') }) : t('title', { domain }))}{' '}
          <span className={styles.count} data-testid="list-count">
            {t('count', countValues(page.meta.totalItems))}
          </span>
        </h1>
        {/* Saving the search where people look for it: beside the count (opens the #add-alert dialog). */}
        <a className={styles.saveSearch} href="#add-alert" data-alert-name={alertName} data-testid="save-search-top">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path
              fill="currentColor"
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            />
          </svg>
          <span className={styles.saveSearchLabel}>{t('saveSearch')}</span>
        </a>
      </div>

      <nav aria-label={t('categoriesNav')} className={styles.categories}>
        <ul>
          <li>
            <a href={withState({ category: null, subcategories: [] })} aria-current={f.category ? undefined : 'page'}>
              {t('allCategories')}
            </a>
          </li>
          {data.categories
            .filter((c) => !c.isStatic)
            .map((c) => (
              <li key={c.id}>
                <a
                  href={withState({ category: c.seoSlug, subcategories: [] })}
                  aria-current={f.category === c.seoSlug ? 'page' : undefined}
                >
                  {c.labels[locale]} <span className={styles.muted}>{formatCount(c.count)}</span>
                </a>
              </li>
            ))}
        </ul>
      </nav>

      {data.subcategories.length ? (
        <nav aria-label={t('subcategories')} className={styles.subcategories}>
          <ul>
            {data.subcategories.map((s) => {
              const on = f.subcategories.includes(s.slug);
              const next = on ? f.subcategories.filter((x) => x !== s.slug) : [...f.subcategories, s.slug];
              return (
                <li key={s.slug}>
                  <a
                    href={withState({ subcategories: next })}
                    aria-current={on ? 'true' : undefined}
                    className={on ? styles.on : undefined}
                  >
                    {t('subcategoryCount', { name: s.label, count: formatCount(s.count) })}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}

      <QuickSwitches
        filters={f}
        locale={locale}
        workplaceFilter={tenant.config.flags.enableWorkplaceFilter}
        sort={sortChoiceOf(state)}
        sortLabels={sortLabels}
      />

      {/* On phones the filters and the location open as panels by the URL hash (and close by clearing it). */}
      <div className={styles.mobileBar}>
        <div className={styles.mobileButtons}>
          <a className={styles.secondary} href="#more-filters">
            {activeCount ? t('filtersCount', { count: activeCount }) : t('filters')}
          </a>
          <a className={styles.secondary} href="#categories">
            {f.category
              ? (data.categories.find((c) => c.seoSlug === f.category)?.labels[locale] ?? ft('categoriesButton'))
              : ft('categoriesButton')}
          </a>
          <a className={styles.secondary} href="#location">
            {f.location.kind === 'city'
              ? cityLabel(data, f.location.city)
              : f.location.kind === 'remote'
                ? t('remote')
                : t('location')}
          </a>
        </div>
        {chips.length ? (
          <ul className={styles.chips} aria-label={t('activeFilters')} data-testid="filter-chips">
            {chips.map((chip) => (
              <li key={chip.href}>
                <a href={chip.href} aria-label={t('removeFilter', { name: chip.label })}>
                  {chip.label} <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <LocationModal cities={cityOptions} filters={f} locale={locale} />
      <CategoriesDrawer
        title={ft('chooseCategory')}
        closeLabel={ft('close')}
        allLabel={ft('allCategories')}
        allHref={`${withState({ category: null, subcategories: [] })}#categories`}
        subcategoriesTitle={ft('subcategories')}
        showLabel={ft('showOffers')}
        showHref={withState({})}
        newTabLabel={ft('opensInNewTab')}
        categories={data.categories.map((c) => ({
          slug: c.seoSlug,
          label: c.labels[locale],
          count: formatCount(c.count),
          href:
            c.isStatic && c.redirectTo
              ? c.redirectTo
              : `${withState({ category: c.seoSlug, subcategories: [] })}#categories`,
          isExternal: Boolean(c.isStatic && c.redirectTo),
          isCurrent: f.category === c.seoSlug,
        }))}
        subcategories={data.subcategories.map((s) => {
          const on = f.subcategories.includes(s.slug);
          return {
            slug: s.slug,
            label: `${s.label} (${formatCount(s.count)})`,
            href: `${withState({ subcategories: on ? f.subcategories.filter((x) => x !== s.slug) : [...f.subcategories, s.slug] })}#categories`,
            isOn: on,
          };
        })}
      />

      <div className={styles.layout}>
        <LiveFilterForm
          key={listHref({ ...state, from: null }, locale)}
          id="more-filters"
          filters={f}
          locale={locale}
          action={listHref({ filters: DEFAULT_FILTERS, from: null, showMap: false }, locale)}
          className={styles.filters}
          label={t('filters')}
          total={page.meta.totalItems}
          clearHref={withState({
            ...DEFAULT_FILTERS,
            location: f.location,
            category: f.category,
            subcategories: f.subcategories,
            keywords: f.keywords,
            titles: f.titles,
            companies: f.companies,
            skills: f.skills,
          })}
        >
          <div className={styles.panelHead}>
            <h2>{t('filters')}</h2>
            <a href="#" className={styles.close}>
              {t('closeFilters')}
            </a>
          </div>
          <ListSearchField filters={f} locale={locale} label={t('keyword')} />
          <LocationFields cities={cityOptions} location={locationValue} radiusKm={f.radiusKm} />
          <label className={styles.field}>
            <span>{t('category')}</span>
            <select name="category" defaultValue={f.category ?? ''}>
              <option value="">{t('allCategories')}</option>
              {data.categories
                .filter((c) => !c.isStatic)
                .map((c) => (
                  <option key={c.id} value={c.seoSlug}>
                    {c.labels[locale]}
                  </option>
                ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('sort')}</span>
            <select name="sort" defaultValue={sortChoiceOf(state)}>
              {(Object.keys(SORT_CHOICES) as (keyof typeof SORT_CHOICES)[]).map((choice) => (
                <option key={choice} value={choice}>
                  {sortLabels[choice]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.check}>
            <input type="checkbox" name={key('withSalary')} value="true" defaultChecked={f.withSalary} />
            <span>{t('withSalary')}</span>
          </label>
          <details className={styles.more} open={moreOpen}>
            <summary>{t('moreFilters')}</summary>
            <CheckboxGroup
              legend={t('experience')}
              name={key('experienceLevels')}
              options={SENIORITIES.map((v) => ({ value: v, label: options(`seniority.${v}`) }))}
              checked={f.experienceLevels}
            />
            <CheckboxGroup
              legend={t('employmentType')}
              name={key('employmentTypes')}
              options={EMPLOYMENT_TYPES.filter((v) => v !== 'any').map((v) => ({
                value: v,
                label: options(`employmentType.${v}`),
              }))}
              checked={f.employmentTypes}
            />
            <CheckboxGroup
              legend={t('workplace')}
              name={key('workplaceTypes')}
              options={WORKPLACE_TYPES.map((v) => ({ value: v, label: options(`workplaceType.${v}`) }))}
              checked={f.workplaceTypes}
            />
            <CheckboxGroup
              legend={t('workingTime')}
              name={key('workingTimes')}
              options={WORKING_TIMES.map((v) => ({ value: v, label: options(`workingTime.${v}`) }))}
              checked={f.workingTimes}
            />
            <SalaryRange salary={f.salary} currency={f.currency} sliderMax={sliderMax} />
            <label className={styles.check}>
              <input type="checkbox" name={key('ukraineFriendly')} value="true" defaultChecked={f.ukraineFriendly} />
              <span>{t('ukraineFriendly')}</span>
            </label>
          </details>
        </LiveFilterForm>

        <section aria-labelledby="results-title" className={styles.results}>
          <h2 id="results-title" className={styles.visuallyHidden}>
            {t('results')}
          </h2>
          <ListMapLayout
            locale={locale}
            flags={tenant.config.flags}
            filters={f}
            showMap={state.showMap}
            mapHref={listHref({ ...state, from: null, showMap: true }, locale)}
            listHref={listHref({ ...state, from: null, showMap: false }, locale)}
          >
            {page.data.length === 0 ? (
              <div className={styles.panel} data-testid="no-offers">
                <h3>{t('emptyTitle')}</h3>
                <p>{t('emptyText')}</p>
                <a className={styles.primary} href="#add-alert">
                  {t('createAlert')}
                </a>
              </div>
            ) : (
              <OfferList
                className={styles.list}
                key={listHref(state, locale)}
                listKey={listHref({ ...state, from: null }, locale)}
                from={state.from}
                prev={page.meta.cursors.prev}
                next={page.meta.cursors.next}
                locale={locale}
                loadingLabel={t('loadingMore')}
                newLabel={t('newBadge')}
                end={
                  <div className={styles.panel} data-testid="end-of-list">
                    <h3>{t('endTitle')}</h3>
                    <p>{t('endText')}</p>
                    <a className={styles.primary} href="#add-alert">
                      {t('createAlert')}
                    </a>
                  </div>
                }
                offers={page.data.map((offer) =>
                  toListCardView(offer, {
                    currency: f.currency,
                    localePrefix: localePrefix(locale),
                    now,
                    text: labels,
                    sort: f,
                  }),
                )}
              />
            )}
            {page.meta.cursors.prev || page.meta.cursors.next ? (
              <nav aria-label={t('pagination')} className={styles.pagination}>
                {page.meta.cursors.prev ? (
                  <a
                    className={styles.secondary}
                    rel="prev"
                    href={listHref({ ...state, from: page.meta.cursors.prev }, locale)}
                  >
                    {t('previous')}
                  </a>
                ) : (
                  <span />
                )}
                {page.meta.cursors.next ? (
                  <a
                    className={styles.secondary}
                    rel="next"
                    href={listHref({ ...state, from: page.meta.cursors.next }, locale)}
                  >
                    {t('next')}
                  </a>
                ) : null}
              </nav>
            ) : null}
          </ListMapLayout>
        </section>
      </div>
    </div>
  );
}

/** One multi-select filter as checkboxes; values are written as URL slugs (underscores → hyphens). */
function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.check}>
          <input
            type="checkbox"
            name={name}
            value={o.value.replace(/_/g, '-')}
            defaultChecked={checked.includes(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
