import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListMapLayout } from '@/features/map/server/list-map-layout';
import { LiveFilterForm } from '@/features/offers/components/filters/live-filter-form';
import { LocationModal } from '@/features/offers/components/filters/location-modal';
import { QuickSwitches } from '@/features/offers/components/filters/quick-switches';
import { ListFilterFields } from '@/features/offers/components/list-page-filters';
import {
  CategoryNavs,
  ListCategoriesDrawer,
  ListHeading,
  ListResults,
  MobileFilterBar,
} from '@/features/offers/components/list-page-parts';
import styles from '@/features/offers/components/list-page.module.css';
import {
  cityLabel,
  cityOptions,
  clearedFilters,
  isCanonical,
  isMoreFiltersOpen,
  locationValueOf,
  requestedListPath,
  searchOf,
} from '@/features/offers/list-page/list-view';
import { listHref } from '@/features/offers/server/list-page-service';
import { listPageMetadata, listPageView, resolveListRequest } from '@/features/offers/server/list-page-data';
import type { Locale } from '@/lib/i18n/locales';

interface Props {
  params: Promise<{ locale: Locale; filters?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, filters = [] } = await params;
  return listPageMetadata(locale, filters, searchOf(await searchParams).toString());
}

export default async function OfferListPage({ params, searchParams }: Props) {
  const { locale, filters = [] } = await params;
  setRequestLocale(locale);
  const search = searchOf(await searchParams).toString();
  const { state } = await resolveListRequest(locale, filters, search);
  // One URL per list: anything else (form fields, garbage, other orders) moves to the canonical one.
  const canonical = listHref(state, locale);
  if (!isCanonical(canonical, requestedListPath(locale, filters, search))) redirect(canonical);

  const [view, t] = await Promise.all([
    listPageView(locale, filters, search),
    getTranslations({ locale, namespace: 'list' }),
  ]);
  const { tenant, data } = view;
  const f = state.filters;
  const { page } = data;
  const cities = cityOptions(data.cities, locale);

  return (
    <div className={`container ${styles.page}`}>
      <ListHeading locale={locale} title={view.title} count={view.count} alertName={view.alertName} />
      <CategoryNavs
        locale={locale}
        filters={f}
        categories={data.categories}
        subcategories={data.subcategories}
        withState={view.withState}
      />
      <QuickSwitches
        filters={f}
        locale={locale}
        workplaceFilter={tenant.config.flags.enableWorkplaceFilter}
        sort={view.sortChoice}
        sortLabels={view.sortLabels}
      />
      {/* On phones the filters and the location open as panels by the URL hash (and close by clearing it). */}
      <MobileFilterBar
        locale={locale}
        filters={f}
        activeCount={view.activeCount}
        categoryLabel={data.categories.find((c) => c.seoSlug === f.category)?.labels[locale] ?? null}
        cityLabel={f.location.kind === 'city' ? cityLabel(data, f.location.city) : null}
        chips={view.chips}
      />
      <LocationModal cities={cities} filters={f} locale={locale} />
      <ListCategoriesDrawer
        locale={locale}
        filters={f}
        categories={data.categories}
        subcategories={data.subcategories}
        withState={view.withState}
      />

      <div className={styles.layout}>
        <LiveFilterForm
          key={view.href({ from: null })}
          id="more-filters"
          filters={f}
          locale={locale}
          action={view.formAction}
          className={styles.filters}
          label={t('filters')}
          total={page.meta.totalItems}
          clearHref={view.withState(clearedFilters(f))}
        >
          <ListFilterFields
            locale={locale}
            filters={f}
            cities={cities}
            location={locationValueOf(f)}
            categories={data.categories}
            sortChoice={view.sortChoice}
            sortLabels={view.sortLabels}
            sliderMax={view.sliderMax}
            moreOpen={isMoreFiltersOpen(f)}
          />
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
            mapHref={view.href({ from: null, showMap: true })}
            listHref={view.href({ from: null, showMap: false })}
          >
            <ListResults
              locale={locale}
              pageKey={view.href({})}
              listKey={view.href({ from: null })}
              from={state.from}
              cursors={page.meta.cursors}
              prevHref={page.meta.cursors.prev ? view.href({ from: page.meta.cursors.prev }) : null}
              nextHref={page.meta.cursors.next ? view.href({ from: page.meta.cursors.next }) : null}
              offers={view.cards}
            />
          </ListMapLayout>
        </section>
      </div>
    </div>
  );
}
