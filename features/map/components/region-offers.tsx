'use client';

import { useLocale, useTranslations } from 'next-intl';
import { countValues, formatAmount } from '@/lib/format';
import { localizedPath } from '@/lib/paths';
import { useEffect, useRef } from 'react';
import { useMapMarkers, type MapOffer } from '../api/get-map-markers';
import styles from './map.module.css';

interface Props {
  region: string;
  count: number;
  filtersQuery: string;
  currency: string;
  onClose: () => void;
}

/** The offers of one map region, 20 at a time; the list scrolls after six cards. */
export function RegionOffers({ region, count, filtersQuery, currency, onClose }: Props) {
  const t = useTranslations('map');
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Pages of this region and these filters; TanStack Query cancels a page the popup no longer wants.
  const query = useMapMarkers(filtersQuery, region);
  const offers: MapOffer[] = query.data?.pages.flatMap((p) => p.data) ?? [];
  const isLoading = query.isPending || query.isFetchingNextPage;

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const salaryOf = (offer: MapOffer) => {
    const paid = offer.employmentTypes.find((e) => e.salary);
    if (!paid?.salary) return t('salaryNotDisclosed');
    const converted = paid.currency === currency ? null : (paid.converted[currency] ?? null);
    const shown = converted ?? paid.salary;
    // Converted amounts are rounded to whole units, as the offer page shows them.
    const amount = (n: number) => formatAmount(converted ? Math.round(n) : n, locale);
    const from = shown.from === null ? null : amount(shown.from);
    const to = shown.to === null ? null : amount(shown.to);
    const range = from && to && from !== to ? `${from} – ${to}` : (from ?? to ?? '');
    return `${range} ${converted ? currency : paid.currency} ${t(`unit.${shown.unit}`)}`;
  };

  return (
    <div className={styles.region} data-testid="map-popup">
      <div className={styles.regionHead}>
        <h3 ref={headingRef} tabIndex={-1}>
          {t('offersHere')} <span className={styles.muted}>{t('offerCount', countValues(count))}</span>
        </h3>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul className={styles.offers}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <a className={styles.card} href={localizedPath(locale, offer.url)}>
              {/* Logos are small SVG marks from our own API. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={offer.companyLogoThumbUrl} alt="" width={36} height={36} loading="lazy" />
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{offer.title}</span>
                <span className={styles.cardMeta}>
                  {offer.companyName}
                  {offer.city ? ` · ${offer.city}` : ''}
                </span>
                <span className={styles.cardSalary}>{salaryOf(offer)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {isLoading ? <p className={styles.muted}>{t('loadingOffers')}</p> : null}
      {query.isError && !isLoading ? (
        <p role="alert" className={styles.muted}>
          {t('loadError')}
        </p>
      ) : null}
      {!isLoading && query.hasNextPage ? (
        <button type="button" className={styles.more} onClick={() => void query.fetchNextPage()}>
          {t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}
