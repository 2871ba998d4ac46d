'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { OfferLocationMapProps } from './offer-location-map-view';
import type { OffersMapProps } from './offers-map-view';
import styles from './map-shell.module.css';

function Loading() {
  const t = useTranslations('map');
  return <p className={styles.loading}>{t('loading')}</p>;
}

// maplibre (~300 KiB) is never part of a page's first load: it comes when a map is on screen.
const OffersMapView = dynamic(() => import('./offers-map-view'), { ssr: false, loading: Loading });
const OfferLocationMapView = dynamic(() => import('./offer-location-map-view'), { ssr: false, loading: Loading });

/**
 * Whether the element has ever been on screen with a size: a map column hidden by the layout
 * (`display: none` at this width) or a map further down the page loads maplibre only when the
 * visitor gets to it, so it never competes with the page's first paint and hydration.
 */
function useShown() {
  const ref = useRef<HTMLDivElement>(null);
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || isShown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.boundingClientRect.width > 0 && e.boundingClientRect.height > 0))
          setIsShown(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [isShown]);
  return [ref, isShown] as const;
}

/** The list's map; its region is labelled, and the list itself is its text equivalent. */
export function OffersMap(props: OffersMapProps & { className?: string }) {
  const t = useTranslations('map');
  const [ref, isShown] = useShown();
  const { className, ...rest } = props;
  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('region')}
      className={`${styles.frame} ${className ?? ''}`}
      data-testid="offers-map"
    >
      {isShown ? <OffersMapView {...rest} /> : null}
    </div>
  );
}

/** The offer page's map of its places. */
export function OfferLocationMap(props: OfferLocationMapProps & { className?: string }) {
  const t = useTranslations('map');
  const [ref, isShown] = useShown();
  const { className, ...rest } = props;
  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('locationRegion')}
      className={`${styles.frame} ${className ?? ''}`}
      data-testid="offer-location-map"
    >
      {isShown ? <OfferLocationMapView {...rest} /> : null}
    </div>
  );
}
