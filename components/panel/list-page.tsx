import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { EmptyIllustration } from '@/components/ui/empty-illustration';
import styles from './list-page.module.css';

export interface ListPageMeta {
  page: number;
  totalPages: number;
  prevPage: number | null;
  nextPage: number | null;
}

/**
 * The address of another page of a list: the same filters (from the request's query), `page` replaced (left
 * out for the first). `base` is the list's localised address.
 */
export function listPageHref(
  base: string,
  raw: Record<string, string | string[] | undefined>,
): (page: number) => string {
  return (page) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'page' || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) if (v) search.append(key, v);
    }
    if (page > 1) search.set('page', String(page));
    const qs = search.toString();
    return `${base}${qs ? `?${qs}` : ''}`;
  };
}

/**
 * The frame of the employer panel's list pages (offers, applications): title and intro with the page's
 * action, a notice, the filters, the total with "page x of y", the rows (or the empty state) and the paging.
 * Its words are the list's namespace's `title`, `intro`, `total`, `pageOf`, `previous`, `next`, `empty`
 * (filtered) and `emptyAll`; the rows are the caller's own client table.
 */
export async function PanelListPage({
  namespace,
  locale,
  action,
  notice,
  filters,
  totalTestId,
  meta,
  pageHref,
  isFiltered,
  emptyIllustration,
  children,
}: {
  namespace: 'employerOffers' | 'employerApplications';
  locale: Locale;
  action?: ReactNode;
  notice?: ReactNode;
  filters: ReactNode;
  /** `offers-total`, `applications-total`. */
  totalTestId: string;
  meta: ListPageMeta & { totalItems: number };
  pageHref: (page: number) => string;
  isFiltered: boolean;
  /** The rows are none: this illustration (a search's own when filtered) and `empty` or `emptyAll`. */
  emptyIllustration: 'offers' | 'applicants' | null;
  children: ReactNode;
}) {
  // Both namespaces hold the same keys: typed as one, so the translator's types stay shallow.
  const t = await getTranslations({ locale, namespace: namespace as 'employerOffers' });
  const pageOf = t('pageOf', { page: meta.page, pages: meta.totalPages });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
        {action}
      </div>
      {notice}
      {filters}
      <p className={styles.summary}>
        <span data-testid={totalTestId}>{t('total', { count: meta.totalItems })}</span>
        {meta.totalPages > 1 ? <span>{pageOf}</span> : null}
      </p>
      {emptyIllustration ? (
        <p className={styles.empty}>
          <EmptyIllustration kind={isFiltered ? 'search' : emptyIllustration} small />
          {isFiltered ? t('empty') : t('emptyAll')}
        </p>
      ) : (
        children
      )}
      {meta.totalPages > 1 ? (
        <nav className={styles.paging} aria-label={pageOf}>
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
