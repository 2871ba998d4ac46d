import { getLocale, getTranslations } from 'next-intl/server';
import { paths } from '@/lib/paths';
import { ShellLink } from './shell-link';
import styles from './status-panel.module.css';

/** Spec: 'Oops! Page not found.' with a button to the home page. */
export async function NotFoundPanel() {
  const locale = (await getLocale()) as 'pl' | 'en';
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('description')}</p>
      <ShellLink href={paths.home()} locale={locale} className={styles.button}>
        {t('backHome')}
      </ShellLink>
    </section>
  );
}
