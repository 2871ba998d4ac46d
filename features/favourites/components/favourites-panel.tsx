'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { localizedPath, paths } from '@/lib/paths';
import { useFavourites } from './favourites-provider';
import styles from './favourites.module.css';
import { EmptyBlock } from '@/components/ui/empty-illustration';

/** Spec: the panel lists the latest favourites; the page has them all. */
const LATEST = 5;
const HASH = '#favourites';
const noSubscription = () => () => {};

interface Latest {
  id: number;
  url: string;
  title: string;
  companyName: string;
}

/** The favourites panel's content: the count, the latest favourites and a link to all of them. */
export function FavouritesPanel() {
  const { store } = useFavourites();
  const t = useTranslations('favourites');
  // Plain links: a full navigation also closes the panel's dialog, which lives in the persistent header.
  const locale = useLocale();
  const [isOpen, setOpen] = useState(false);
  const [latest, setLatest] = useState<Latest[] | null>(null);
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
  useEffect(() => {
    if (!isOpen || !store) return;
    let live = true;
    fetch(`/api/v2/user-panel/favourites/offers?pageSize=${LATEST}`)
      .then((res) => (res.ok ? res.json() : { data: [] }))
      .then((body: { data: Latest[] }) => live && setLatest(body.data))
      .catch(() => live && setLatest([]));
    return () => {
      live = false;
    };
  }, [isOpen, store, revision]);
  if (!store) return null;
  return (
    <div data-testid="favourites-panel">
      <p className={styles.muted}>{t('panel.count', { count: count ?? 0 })}</p>
      {latest === null ? null : latest.length ? (
        <ul className={styles.panelList}>
          {latest.map((offer) => (
            <li key={offer.id}>
              <a href={localizedPath(locale, offer.url)} className={styles.panelItem}>
                <strong>{offer.title}</strong>
                <span>{offer.companyName}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyBlock kind="favourites" small>
          <p>{t('panel.empty')}</p>
        </EmptyBlock>
      )}
      <p>
        <a href={localizedPath(locale, paths.favoriteOffers())} data-testid="favourites-see-all">
          {t('panel.seeAll')}
        </a>
      </p>
    </div>
  );
}
