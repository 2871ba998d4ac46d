import { headers } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getReadDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { findTermsFiles, type TermsSection } from '@/features/terms/server/terms-service';
import styles from './terms.module.css';

/** The terms page: every legal section of the board with its files; `focus` puts one section first. */
export async function TermsPage({ locale, focus }: { locale: Locale; focus?: TermsSection }) {
  const tenant = await resolveTenant((await headers()).get('host'));
  const today = new Date().toISOString().slice(0, 10);
  const [t, format, sections] = await Promise.all([
    getTranslations({ locale, namespace: 'terms' }),
    getFormatter({ locale }),
    findTermsFiles(await getReadDb(), tenant, locale, today),
  ]);
  const ordered = focus
    ? [...sections.filter((s) => s.section === focus), ...sections.filter((s) => s.section !== focus)]
    : sections;
  const date = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{focus === 'privacyPolicy' ? t('privacyTitle') : t('title')}</h1>
      <p className={styles.intro}>{t('intro', { brand: tenant.config.brand.name })}</p>
      {ordered.map(({ section, files }) => (
        <section key={section} id={section} aria-labelledby={`${section}-title`} className={styles.section}>
          <h2 id={`${section}-title`}>{t(`section.${section}`)}</h2>
          {files.length ? (
            <ul>
              {files.map((file) => (
                <li key={file.id}>
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.title} <span className={styles.muted}>({t('pdf')})</span>
                  </a>{' '}
                  {file.upcoming ? (
                    <span className={styles.upcoming}>{t('effectiveFrom', { date: date(file.fromDate) })}</span>
                  ) : (
                    <span className={styles.muted}>{t('inForceFrom', { date: date(file.fromDate) })}</span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('noFiles')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
