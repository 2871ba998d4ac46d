import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { localized } from '@/features/employer-accounts/paths';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { AUDIT_LOG_RIGHT, companyAuditPage } from '@/features/employer-panel/server/audit-service';
import { auditDetailLines, type AuditWords } from '@/features/employer-panel/audit/audit-details';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ before?: string }>;
}

const PAGE = 50;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerPanel.audit' });
  return { title: t('title'), robots: { index: false } };
}

/** What changed in the company, who changed it and when (owners), newest first, 50 a page. */
export default async function EmployerAuditLogPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer, db } = await requireEmployerPage(locale, paths.employerAuditLog(), AUDIT_LOG_RIGHT);
  const t = await getTranslations({ locale, namespace: 'employerPanel.audit' });
  const format = await getFormatter({ locale });
  const rawBefore = Number((await searchParams).before);
  const before = Number.isInteger(rawBefore) && rawBefore > 0 && rawBefore <= 2_147_483_647 ? rawBefore : undefined;
  const rows = await companyAuditPage(db, employer, { limit: PAGE, before });
  const words: AuditWords = {
    field: (key) => (t.has(`fields.${key}` as never) ? t(`fields.${key}` as never) : undefined),
    right: (value) => (t.has(`rights.${value}` as never) ? t(`rights.${value}` as never) : undefined),
    token: (value) => (t.has(`values.${value}` as never) ? t(`values.${value}` as never) : undefined),
    yes: t('yes'),
    no: t('no'),
    people: (count) => t('people', { count }),
    dateTime: (value) => format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  const known = (action: string) => t.has(`actions.${action}` as never);
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </header>
      {/* Focusable, so keyboard users can scroll a wide table. On a phone the rows read as cards; the explicit
          roles keep the table's semantics, which `display: block` would drop. */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('title')}>
        {rows.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <table className={`${styles.table} ${styles.stackedTable}`} role="table">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('details')}</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((row) => (
                <tr key={row.id} role="row">
                  <td className={styles.muted} data-label={t('when')} role="cell">
                    <time dateTime={row.createdAt.toISOString()}>
                      {format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </td>
                  <td data-label={t('who')} role="cell">
                    {row.actorName ?? t('system')}
                  </td>
                  <td data-label={t('what')} role="cell">
                    {known(row.action) ? t(`actions.${row.action}` as never) : row.action}
                  </td>
                  <td className={styles.muted} data-label={t('details')} role="cell">
                    <ul className={styles.detailList}>
                      {auditDetailLines(row.details, words).map((line) => (
                        <li key={line.key}>
                          {line.label}: {line.value}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {rows.length === PAGE ? (
        <p className={styles.pager}>
          <a
            className={styles.cardLink}
            href={`${localized(locale, paths.employerAuditLog())}?before=${rows[rows.length - 1]!.id}`}
          >
            {t('older')}
          </a>
        </p>
      ) : null}
    </>
  );
}
