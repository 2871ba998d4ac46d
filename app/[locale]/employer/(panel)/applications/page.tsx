import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplicationsTable } from '@/features/employer-applications/components/applications-table';
import styles from '@/features/employer-applications/components/applications.module.css';
import { EmployerApplicationsMessages } from '@/features/employer-applications/components/messages';
import { APPLICATION_SORTS, APPLICATION_STATUSES } from '@/features/employer-applications/constants';
import { applicationListQuery } from '@/features/employer-applications/schemas';
import {
  listApplications,
  listOffersWithApplications,
} from '@/features/employer-applications/server/applications-service';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { localePrefix, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerApplications' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /employer/applications: every application to the company's offers, with filters, sorting and bulk moves. */
export default async function EmployerApplicationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = await searchParams;
  const here = paths.employerApplications();
  const { employer, db } = await requireEmployerPage(locale, here);
  const t = await getTranslations({ locale, namespace: 'employerApplications' });
  // Anything unreadable in the address falls back to the plain list rather than an error page.
  const parsed = applicationListQuery.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '')));
  const query = parsed.success ? parsed.data : applicationListQuery.parse({});
  const [{ data, meta }, offers] = await Promise.all([
    listApplications(db, employer, query),
    listOffersWithApplications(db, employer),
  ]);
  const prefix = localePrefix(locale);
  const filtered = Boolean(query.q || query.status?.length || query.offerId || query.from || query.to);
  const pageHref = (page: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'page' || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) if (v) search.append(key, v);
    }
    if (page > 1) search.set('page', String(page));
    const qs = search.toString();
    return `${prefix}${here}${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <form className={styles.filters} method="get" action={`${prefix}${here}`} role="search">
        <div className={`${styles.field} ${styles.search}`}>
          <label className={styles.label} htmlFor="apps-q">
            {t('filters.search')}
          </label>
          <input
            id="apps-q"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={100}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="apps-status">
            {t('filters.status')}
          </label>
          <select id="apps-status" className={styles.select} name="status" defaultValue={query.status?.[0] ?? ''}>
            <option value="">{t('filters.allStatuses')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="apps-offer">
            {t('filters.offer')}
          </label>
          <select id="apps-offer" className={styles.select} name="offerId" defaultValue={query.offerId ?? ''}>
            <option value="">{t('filters.allOffers')}</option>
            {offers.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title} ({o.count})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="apps-from">
            {t('filters.from')}
          </label>
          <input id="apps-from" className={styles.input} type="date" name="from" defaultValue={query.from ?? ''} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="apps-to">
            {t('filters.to')}
          </label>
          <input id="apps-to" className={styles.input} type="date" name="to" defaultValue={query.to ?? ''} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="apps-sort">
            {t('filters.sort')}
          </label>
          <select id="apps-sort" className={styles.select} name="sort" defaultValue={query.sort}>
            {APPLICATION_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primary}>
            {t('filters.apply')}
          </button>
          {filtered ? (
            <a className={styles.secondary} href={`${prefix}${here}`}>
              {t('filters.clear')}
            </a>
          ) : null}
        </div>
      </form>
      <p className={styles.summary}>
        <span data-testid="applications-total">{t('total', { count: meta.totalItems })}</span>
        {meta.totalPages > 1 ? <span>{t('pageOf', { page: meta.page, pages: meta.totalPages })}</span> : null}
      </p>
      {data.length === 0 ? (
        <p className={styles.empty}>{filtered ? t('empty') : t('emptyAll')}</p>
      ) : (
        <EmployerApplicationsMessages>
          <ApplicationsTable items={data} prefix={prefix} />
        </EmployerApplicationsMessages>
      )}
      {meta.totalPages > 1 ? (
        <nav className={styles.paging} aria-label={t('pageOf', { page: meta.page, pages: meta.totalPages })}>
          {meta.prevPage ? (
            <a href={pageHref(meta.prevPage)} rel="prev">
              {t('previous')}
            </a>
          ) : (
            <span />
          )}
          {meta.nextPage ? (
            <a href={pageHref(meta.nextPage)} rel="next">
              {t('next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
