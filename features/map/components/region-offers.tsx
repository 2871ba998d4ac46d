'use client';

import { useLocale, useTranslations } from 'next-intl';
import { countValues, formatAmount } from '@/lib/format';
import { useEffect, useRef, useState } from 'react';
import { fetchMarkers, type MapOffer } from '../api/map-api';
import styles from './map.module.css';

interface Props {
  region: string;
  count: number;
  filtersQuery: string;
  currency: string;
  localePrefix: string;
  onClose: () => void;
}

type State = { status: 'loading' | 'ready' | 'error'; offers: MapOffer[]; page: number; totalPages: number };

/** The offers of one map region, 20 at a time; the list scrolls after six cards. */
export function RegionOffers({ region, count, filtersQuery, currency, localePrefix, onClose }: Props) {
  const t = useTranslations('map');
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: 'loading', offers: [], page: 0, totalPages: 1 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const controller = useRef<AbortController | null>(null);

  const request = (page: number) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    fetchMarkers(filtersQuery, region, page, abort.signal)
      .then((result) =>
        setState((s) => ({
          status: 'ready',
          offers: page === 1 ? result.data : [...s.offers, ...result.data],
          page: result.meta.page,
          totalPages: result.meta.totalPages,
        })),
      )
      .catch(() => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      });
  };
  const loadMore = () => {
    setState((s) => ({ ...s, status: 'loading' }));
    request(state.page + 1);
  };

  useEffect(() => {
    request(1);
    headingRef.current?.focus({ preventScroll: true });
    return () => controller.current?.abort();
    // One region per popup (the popup is keyed by region).
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
        {state.offers.map((offer) => (
          <li key={offer.id}>
            <a className={styles.card} href={`${localePrefix}${offer.url}`}>
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
      {state.status === 'loading' ? <p className={styles.muted}>{t('loadingOffers')}</p> : null}
      {state.status === 'error' ? (
        <p role="alert" className={styles.muted}>
          {t('loadError')}
        </p>
      ) : null}
      {state.status !== 'loading' && state.page < state.totalPages ? (
        <button type="button" className={styles.more} onClick={loadMore}>
          {t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}
