'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/** A labelled map region whose map is rendered once the region has been on screen. */
function MapFrame({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId: string;
  children: () => ReactNode;
}) {
  const [ref, isShown] = useShown();
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className={`${styles.frame} ${className ?? ''}`}
      data-testid={testId}
    >
      {isShown ? children() : null}
    </div>
  );
}

/** The list's map; its region is labelled, and the list itself is its text equivalent. */
export function OffersMap({ className, ...rest }: OffersMapProps & { className?: string }) {
  const t = useTranslations('map');
  return (
    <MapFrame label={t('region')} className={className} testId="offers-map">
      {() => <OffersMapView {...rest} />}
    </MapFrame>
  );
}

/** The offer page's map of its places. */
export function OfferLocationMap({ className, ...rest }: OfferLocationMapProps & { className?: string }) {
  const t = useTranslations('map');
  return (
    <MapFrame label={t('locationRegion')} className={className} testId="offer-location-map">
      {() => <OfferLocationMapView {...rest} />}
    </MapFrame>
  );
}
