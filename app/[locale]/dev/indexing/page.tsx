import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { canReadDevMailbox } from '@/features/dev-mailbox/server/public';
import { recentIndexingNotifications } from '@/features/seo/server/indexing/recent';
import { getDbHandle } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import frame from '../mailbox/mailbox.module.css';
import styles from './indexing.module.css';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'devIndexing' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** What search engines were (or, without credentials, would have been) told about the board's offer pages. */
export default async function DevIndexingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const handle = await getDbHandle();
  const env = getEnv();
  const requestHeaders = await headers();
  if (!canReadDevMailbox(env, handle.driver, requestHeaders)) return notFoundPage();
  const tenant = await resolveTenant(requestHeaders.get('host'), handle.db);
  const [t, format, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'devIndexing' }),
    getFormatter({ locale }),
    recentIndexingNotifications(handle.db, tenant.id),
  ]);
  const time = (date: Date) => format.dateTime(date, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className={`container ${frame.page}`}>
      <h1 className={frame.title}>{t('title')}</h1>
      <p className={frame.intro}>{env.GOOGLE_INDEXING_CREDENTIALS ? t('introConfigured') : t('intro')}</p>
      {rows.length === 0 ? (
        <p className={frame.intro}>{t('empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('page')}</th>
                <th scope="col">{t('state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="indexing-row">
                  <td>
                    <time dateTime={row.createdAt.toISOString()}>{time(row.createdAt)}</time>
                  </td>
                  <td>{t(`types.${row.type}`)}</td>
                  <td className={styles.url}>
                    <a href={row.url}>{row.url}</a>
                  </td>
                  <td>
                    {t(`status.${row.status}`)}
                    {row.attempts > 1 ? ` · ${t('attempts', { count: row.attempts })}` : ''}
                    {row.lastError ? <span className={styles.error}>{row.lastError}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
