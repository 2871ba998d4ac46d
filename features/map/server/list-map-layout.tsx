import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { filtersToApiQuery } from '@/features/offers/schemas';
import type { OfferFilters } from '@/features/offers/search-params';
import type { FeatureFlags } from '@/lib/tenants/schemas';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { chooseListLayout } from '../actions';
import { OffersMap } from '../components/lazy-maps';
import { LIST_LAYOUT_COOKIE, readListLayout } from '../layout-choice';
import { MapMessages } from './map-messages';
import { listMapPlaces } from './map-places';
import styles from './list-map-layout.module.css';

interface Props {
  locale: Locale;
  flags: Pick<FeatureFlags, 'enableMapButton' | 'enableToggleableMap'>;
  filters: OfferFilters;
  /** The mobile map toggle (`showMap=true` in the URL). */
  showMap: boolean;
  /** The same list with the map shown, and without it. */
  mapHref: string;
  listHref: string;
  children: ReactNode;
}

/**
 * The list and its map. Desktop: the list alone, or beside a sticky map column (the
 * `offers-list-layout` cookie, switched by a button). Phones: the map replaces the list while
 * `showMap=true` is in the URL, with a link back to the list view.
 */
export async function ListMapLayout({ locale, flags, filters, showMap, mapHref, listHref, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'map' });
  const layout = flags.enableToggleableMap ? readListLayout((await cookies()).get(LIST_LAYOUT_COOKIE)?.value) : 'list';
  const isMobileMap = flags.enableMapButton && showMap;
  const hasMap = layout === 'map' || isMobileMap;
  const next = layout === 'map' ? 'list' : 'map';
  const places = hasMap ? await listMapPlaces(locale, filters) : null;
  const classes = [styles.layout, hasMap ? styles.withMap : '', isMobileMap ? styles.mobileMap : ''];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-layout={layout}>
      <div className={isMobileMap ? styles.toolbar : `${styles.toolbar} ${styles.toolbarBesideFilters}`}>
        {flags.enableToggleableMap ? (
          <form action={chooseListLayout.bind(null, next)} className={styles.desktopOnly}>
            <button type="submit" className={styles.toggle} aria-pressed={layout === 'map'} data-testid="layout-toggle">
              <MapIcon />
              {layout === 'map' ? t('layoutList') : t('layoutMap')}
            </button>
          </form>
        ) : null}
        {flags.enableMapButton ? (
          <a
            className={`${styles.toggle} ${styles.mobileOnly}`}
            href={isMobileMap ? listHref : mapHref}
            data-testid="map-toggle"
          >
            {isMobileMap ? null : <MapIcon />}
            <span className={isMobileMap ? undefined : styles.phoneIconOnly}>
              {isMobileMap ? t('listView') : t('showMap')}
            </span>
          </a>
        ) : null}
      </div>
      <div className={styles.columns}>
        <div className={styles.list}>{children}</div>
        {places ? (
          <div className={styles.map}>
            <MapMessages locale={locale}>
              <OffersMap
                className={styles.mapFrame}
                filtersQuery={filtersToApiQuery(filters).toString()}
                styleUrl={getEnv().MAP_STYLE_URL ?? null}
                currency={filters.currency}
                initialBounds={places.initialBounds}
                labels={places.labels}
              />
            </MapMessages>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function MapIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M15 5.1 9 3 3 5v16l6-2.1 6 2.1 6-2V3l-6 2.1ZM10 5.3l4 1.4v12l-4-1.4v-12ZM5 6.4l3-1v12.1l-3 1V6.4Zm14 11.2-3 1V6.5l3-1v12.1Z"
      />
    </svg>
  );
}
