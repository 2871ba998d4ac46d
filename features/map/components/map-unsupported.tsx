'use client';

import { useTranslations } from 'next-intl';
import styles from './map-shell.module.css';

/** Spec: a browser that cannot draw the map gets an apology and a request to update. */
export function MapUnsupported() {
  const t = useTranslations('map');
  return (
    <div role="status" className={styles.message} data-testid="map-unsupported">
      <strong>{t('unsupportedTitle')}</strong>
      <p>{t('unsupportedText')}</p>
    </div>
  );
}
