import { getTranslations } from 'next-intl/server';
import { HashDialog } from '@/components/ui/hash-dialog';
import type { Viewer } from '@/features/account/viewer';
import { FavouritesHeaderLink } from './favourites-header-link';
import { FavouritesPanel } from './favourites-panel';
import styles from './favourites.module.css';

/** The header's favourites: a heart with the count and its panel (a popover card, a sidebar on phones). */
export async function FavouritesHeader({
  viewer,
  enabled,
  locale,
}: {
  viewer: Viewer;
  enabled: boolean;
  locale: 'pl' | 'en';
}) {
  if (!enabled || viewer.kind !== 'candidate') return null;
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return (
    <>
      <FavouritesHeaderLink />
      <HashDialog
        hash="favourites"
        title={t('panel.title')}
        closeLabel={t('close')}
        closeHref="#content"
        className={styles.panel}
      >
        <FavouritesPanel />
      </HashDialog>
    </>
  );
}
