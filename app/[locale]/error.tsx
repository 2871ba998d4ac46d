'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import styles from '@/components/layout/status-panel.module.css';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';

/** Shown when a page fails to render; the header and footer stay. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorPage');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className={styles.panel} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('description')}</p>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={reset}>
          {t('retry')}
        </button>
        <Link href={paths.home()} className={styles.secondary}>
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
