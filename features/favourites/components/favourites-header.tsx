import { getTranslations } from 'next-intl/server';
import { HashDialog } from '@/components/ui/hash-dialog';
import { FavouritesHeaderLink } from './favourites-header-link';
import { FavouritesPanel } from './favourites-panel';
import styles from './favourites.module.css';

/**
 * The header's favourites: a heart with the count and its panel (a popover card, a sidebar on phones). The
 * same for every visitor (decision 0066): the heart's place is kept on every page of a board with
 * favourites, and it shows once the visitor is known to be a candidate.
 */
export async function FavouritesHeader({ enabled, locale }: { enabled: boolean; locale: 'pl' | 'en' }) {
  if (!enabled) return null;
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
