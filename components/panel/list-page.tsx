import type { ReactNode } from 'react';
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
 * The rows are the caller's own client table.
 */
export function PanelListPage({
  title,
  intro,
  action,
  notice,
  filters,
  total,
  meta,
  pageHref,
  labels,
  empty,
  children,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
  notice?: ReactNode;
  filters: ReactNode;
  /** The total's text and its test id (`offers-total`, `applications-total`). */
  total: { text: string; testId: string };
  meta: ListPageMeta;
  pageHref: (page: number) => string;
  labels: { pageOf: string; previous: string; next: string };
  /** Shown instead of the rows when there are none. */
  empty: { isEmpty: boolean; illustration: 'search' | 'offers' | 'applicants'; text: string };
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {action}
      </div>
      {notice}
      {filters}
      <p className={styles.summary}>
        <span data-testid={total.testId}>{total.text}</span>
        {meta.totalPages > 1 ? <span>{labels.pageOf}</span> : null}
      </p>
      {empty.isEmpty ? (
        <p className={styles.empty}>
          <EmptyIllustration kind={empty.illustration} small />
          {empty.text}
        </p>
      ) : (
        children
      )}
      {meta.totalPages > 1 ? (
        <nav className={styles.paging} aria-label={labels.pageOf}>
          {meta.prevPage ? (
            <a href={pageHref(meta.prevPage)} rel="prev">
              {labels.previous}
            </a>
          ) : (
            <span />
          )}
          {meta.nextPage ? (
            <a href={pageHref(meta.nextPage)} rel="next">
              {labels.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
