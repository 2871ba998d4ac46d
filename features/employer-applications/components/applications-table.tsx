'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { serverMessage } from '@/lib/api-client/server-message';
import { localizedPaths } from '@/lib/paths';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';
import type { ApplicationListQuery } from '../schemas';
import { useBulkUpdateApplicationStatus } from '../api/bulk-update-application-status';
import { useApplications, type ApplicationsPage } from '../api/get-applications';
import styles from './applications.module.css';
import { StatusPill } from './status-pill';

interface Props {
  /** The filters of the page, and the page the server rendered with them. */
  query: Partial<ApplicationListQuery>;
  initial: ApplicationsPage;
  /** The language of the links. */
  locale: string;
}

/** The list's rows with selection and the bulk status change; the server renders the filters and paging. */
export function ApplicationsTable({ query, initial, locale }: Props) {
  const hrefs = localizedPaths(locale);
  const t = useTranslations('employerApplications');
  const format = useFormatter();
  const router = useRouter();
  const moveId = useId();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<ApplicationStatus>('in_review');
  const items = useApplications(query, initial).data.data;
  const bulk = useBulkUpdateApplicationStatus();
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const allOn = items.length > 0 && items.every((i) => selected.has(i.id));

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function applyBulk() {
    setNotice(null);
    bulk.mutate(
      { ids: [...selected], status: target },
      {
        onSuccess: ({ changed }) => {
          setNotice({ kind: 'ok', text: t('bulk.done', { count: changed.length }) });
          setSelected(new Set());
          // The page's total and filters are rendered by the server.
          router.refresh();
        },
        onError: (error) => setNotice({ kind: 'error', text: serverMessage(error) ?? t('bulk.failed') }),
      },
    );
  }

  return (
    <div>
      <div className={styles.bulkBar} role="group" aria-label={t('bulk.apply')}>
        <label className={styles.checkLabel}>
          <input
            type="checkbox"
            checked={allOn}
            onChange={() => setSelected(allOn ? new Set() : new Set(items.map((i) => i.id)))}
          />
          <span>{t('table.selectAll')}</span>
        </label>
        <span className={styles.bulkCount} aria-live="polite">
          {t('bulk.selected', { count: selected.size })}
        </span>
        <label htmlFor={moveId} className={styles.bulkLabel}>
          {t('bulk.moveTo')}
        </label>
        <select
          id={moveId}
          className={styles.select}
          value={target}
          onChange={(e) => setTarget(e.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.primary}
          disabled={bulk.isPending || selected.size === 0}
          onClick={applyBulk}
          data-testid="bulk-apply"
        >
          {t('bulk.apply')}
        </button>
      </div>
      {notice ? (
        <p className={notice.kind === 'ok' ? styles.alertSuccess : styles.alertError} role="status">
          {notice.text}
        </p>
      ) : null}
      <ul className={styles.rows} data-testid="applications-list">
        {items.map((item) => {
          const href = hrefs.employerApplication(item.offer.id, item.id);
          return (
            <li key={item.id} className={styles.row} data-selected={selected.has(item.id) || undefined}>
              <input
                type="checkbox"
                className={styles.rowCheck}
                checked={selected.has(item.id)}
                onChange={() => toggle(item.id)}
                aria-label={t('table.select', { name: item.name })}
              />
              <div className={styles.who}>
                <a className={styles.name} href={href}>
                  {item.name}
                </a>
                <span className={styles.email}>{item.email}</span>
              </div>
              <div className={styles.offerCell}>
                <span className={styles.cellLabel}>{t('table.offer')}</span>
                <span className={styles.offerTitle}>{item.offer.title}</span>
              </div>
              <div className={styles.dateCell}>
                <span className={styles.cellLabel}>{t('table.received')}</span>
                <time dateTime={item.createdAt}>
                  {format.dateTime(new Date(item.createdAt), { dateStyle: 'medium' })}
                </time>
              </div>
              <div className={styles.statusCell}>
                <StatusPill status={item.status} label={t(`statuses.${item.status}`)} />
                {item.rating ? (
                  <span className={styles.stars} aria-label={t('detail.ratingLabel', { value: item.rating })}>
                    {'★'.repeat(item.rating)}
                    <span aria-hidden="true" className={styles.starsOff}>
                      {'★'.repeat(5 - item.rating)}
                    </span>
                  </span>
                ) : null}
                {item.hasAttachment ? <span className={styles.fileTag}>{t('table.file')}</span> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
