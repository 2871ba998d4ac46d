'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { useFavourites } from './favourites-provider';
import styles from './favourites.module.css';

const noSubscription = () => () => {};

/** The header's heart with the candidate's favourites count; it opens the favourites panel (#favourites). */
export function FavouritesHeaderLink() {
  const { store } = useFavourites();
  const t = useTranslations('favourites');
  const count = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.count() ?? null,
    () => null,
  );
  useEffect(() => {
    void store?.loadCount();
  }, [store]);
  // The heart's place is kept for every visitor (no shift when a candidate becomes known); empty for others.
  if (!store) return <span className={styles.headerLink} aria-hidden="true" data-testid="favourites-slot" />;
  return (
    <a
      href="#favourites"
      className={styles.headerLink}
      aria-label={t('header.label', { count: count ?? 0 })}
      title={t('header.title')}
      data-testid="favourites-link"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.count} data-testid="favourites-count" aria-hidden="true">
        {count ?? ''}
      </span>
    </a>
  );
}
