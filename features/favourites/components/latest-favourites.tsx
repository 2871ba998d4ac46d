'use client';

import { useLocale, useTranslations } from 'next-intl';
import { EmptyBlock } from '@/components/ui/empty-illustration';
import { ApiQueryProvider } from '@/lib/api-client/query';
import { localizedPath } from '@/lib/paths';
import { useLatestFavourites } from '../api/get-latest-favourites';
import styles from './favourites.module.css';

/**
 * The panel's latest favourites: a query island loaded when the panel first opens, so the header's
 * first-load JS carries no query library. `revision` is the favourites store's: each change reloads it.
 */
export default function LatestFavourites({ revision }: { revision: number }) {
  return (
    <ApiQueryProvider>
      <LatestList revision={revision} />
    </ApiQueryProvider>
  );
}

function LatestList({ revision }: { revision: number }) {
  const t = useTranslations('favourites');
  // Plain links: a full navigation also closes the panel's dialog, which lives in the persistent header.
  const locale = useLocale();
  const query = useLatestFavourites(revision, true);
  // A failed read shows the empty state, as an empty list would.
  const latest = query.isError ? [] : query.data;
  if (!latest) return null;
  return latest.length ? (
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
  );
}
