'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { localizedPath, paths } from '@/lib/paths';
import { useFavourites } from './favourites-provider';
import styles from './favourites.module.css';

const HASH = '#favourites';
const noSubscription = () => () => {};
const LatestFavourites = dynamic(() => import('./latest-favourites'), { ssr: false });

/** The favourites panel's content: the count, the latest favourites and a link to all of them. */
export function FavouritesPanel() {
  const { store } = useFavourites();
  const t = useTranslations('favourites');
  // Plain links: a full navigation also closes the panel's dialog, which lives in the persistent header.
  const locale = useLocale();
  const [isOpen, setOpen] = useState(false);
  const count = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.count() ?? null,
    () => null,
  );
  const revision = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.revision() ?? 0,
    () => 0,
  );
  useEffect(() => {
    const sync = () => setOpen(window.location.hash === HASH);
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);
  if (!store) return null;
  return (
    <div data-testid="favourites-panel">
      <p className={styles.muted}>{t('panel.count', { count: count ?? 0 })}</p>
      {isOpen ? <LatestFavourites revision={revision} /> : null}
      <p>
        <a href={localizedPath(locale, paths.favoriteOffers())} data-testid="favourites-see-all">
          {t('panel.seeAll')}
        </a>
      </p>
    </div>
  );
}
