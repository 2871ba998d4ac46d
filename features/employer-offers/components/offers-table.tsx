'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { localizedPath, paths } from '@/lib/paths';
import type { OfferAction } from '../constants';
import type { OfferListItem } from '../schemas';
import { AssigneesEditor } from './assignees-editor';
import styles from './offers.module.css';
import { DANGER, isChange, useOfferActions } from './use-offer-actions';

interface Props {
  items: OfferListItem[];
  /** The language of the links. */
  locale: string;
  /** Owners and admins assign recruiters to offers. */
  canAssign?: boolean;
}

/** Where a link action leads; null for the actions that call the API. */
function hrefOf(item: OfferListItem, action: OfferAction): string | null {
  switch (action) {
    case 'resume':
      return paths.employerDraft(item.id);
    case 'pay':
    case 'paymentInProgress':
      return item.paymentId ? paths.employerPaymentReturn(item.paymentId) : null;
    case 'edit':
      return paths.employerOfferEdit(item.slug);
    case 'statistics':
      return paths.employerOfferStatistics(item.id);
    default:
      return null;
  }
}

/** The list's rows with each state's actions and the bulk finish and duplicate; the server renders filters and paging. */
export function OffersTable({ items, locale, canAssign = false }: Props) {
  const t = useTranslations('employerOffers');
  const format = useFormatter();
  const router = useRouter();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [assigning, setAssigning] = useState<number | null>(null);
  const { busy, notice, setNotice, dialog, openDraft, returnToDraft, change, bulk } = useOfferActions(
    locale,
    selected,
    () => setSelected(new Set()),
  );
  const offers = items.filter((i) => i.kind === 'offer');
  const allOn = offers.length > 0 && offers.every((i) => selected.has(i.id));
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function actionControl(item: OfferListItem, action: OfferAction) {
    const href = hrefOf(item, action);
    const label = t(`actions.${action}`);
    if (href) {
      return (
        <a key={action} className={styles.action} href={localizedPath(locale, href)}>
          {label}
        </a>
      );
    }
    const run = isChange(action)
      ? () => change(item, action)
      : action === 'duplicate' || action === 'extend' || action === 'refresh'
        ? () => openDraft(item, action)
        : action === 'backToDraft'
          ? () => returnToDraft(item)
          : null;
    if (!run) return null;
    return (
      <button
        key={action}
        type="button"
        className={isChange(action) ? styles.danger : styles.action}
        disabled={busy}
        onClick={run}
      >
        {label}
      </button>
    );
  }

  return (
    <div>
      {dialog}
      {notice ? (
        <p
          className={notice.kind === 'ok' ? styles.notice : styles.error}
          role={notice.kind === 'ok' ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      ) : null}
      {offers.length ? (
        <div className={styles.bulkBar} role="group" aria-label={t('bulk.label')}>
          <label className={styles.checkLabel}>
            <input
              type="checkbox"
              className={styles.check}
              checked={allOn}
              onChange={() => setSelected(allOn ? new Set() : new Set(offers.map((i) => i.id)))}
            />
            {t('bulk.selectAll')}
          </label>
          <span className={styles.bulkCount} aria-live="polite">
            {t('bulk.selected', { count: selected.size })}
          </span>
          <div className={styles.bulkButtons}>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy || selected.size === 0}
              onClick={() => bulk('duplicate')}
            >
              {t('bulk.duplicate')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy || selected.size === 0}
              onClick={() => bulk('finish')}
            >
              {t('bulk.finish')}
            </button>
          </div>
        </div>
      ) : null}
      <ul className={styles.rows} data-testid="offers-list">
        {items.map((item) => {
          const title = item.title || t('columns.untitled');
          const main = hrefOf(
            item,
            item.kind === 'draft' ? 'resume' : item.actions.includes('statistics') ? 'statistics' : item.actions[0]!,
          );
          const isSelected = item.kind === 'offer' && selected.has(item.id);
          return (
            <li
              key={`${item.kind}-${item.id}`}
              className={styles.row}
              data-selected={isSelected || undefined}
              data-testid="offer-row"
              data-state={item.state}
              data-offer-id={item.kind === 'offer' ? item.id : undefined}
            >
              <div className={styles.checkCell}>
                {item.kind === 'offer' ? (
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={isSelected}
                    onChange={() => toggle(item.id)}
                    aria-label={t('bulk.select', { title })}
                  />
                ) : null}
              </div>
              <div className={styles.main}>
                <div className={styles.titleLine}>
                  {main ? (
                    <a className={styles.titleLink} href={localizedPath(locale, main)}>
                      {title}
                    </a>
                  ) : (
                    <span className={styles.titleLink}>{title}</span>
                  )}
                  <span className={styles.pill} data-state={item.state}>
                    {t(`states.${item.state}`)}
                  </span>
                </div>
                <p className={styles.facts}>
                  <span>
                    {item.state === 'draft' || item.state === 'pending_payment'
                      ? t('columns.created', { date: date(item.date) })
                      : t('columns.published', { date: date(item.date) })}
                    {/* A finished offer ended when it was finished, not at its planned end: no date then. */}
                    {item.expiresAt && (item.state === 'published' || item.state === 'expired')
                      ? `, ${t(item.state === 'published' ? 'columns.ends' : 'columns.ended', { date: date(item.expiresAt) })}`
                      : ''}
                  </span>
                  {item.city ? <span>{item.city}</span> : null}
                  {item.category ? <span>{item.category}</span> : null}
                  {item.recruiter ? <span>{t('columns.by', { name: item.recruiter })}</span> : null}
                  {item.assignees.length ? (
                    <span className={styles.assigned} data-testid="offer-assignees">
                      {t('assignees.assigned', { names: item.assignees.map((a) => a.name).join(', ') })}
                    </span>
                  ) : null}
                </p>
                {item.kind === 'offer' && item.state !== 'pending_payment' ? (
                  <p className={styles.figures}>
                    <span>
                      <strong>{t('columns.views', { count: item.views })}</strong>
                    </span>
                    <span data-testid="offer-row-applications" data-value={item.applications}>
                      <strong>{t('columns.applications', { count: item.applications })}</strong>
                    </span>
                    {item.redirects ? <span>{t('columns.redirects', { count: item.redirects })}</span> : null}
                  </p>
                ) : null}
              </div>
              <div className={styles.actions}>
                {item.actions.filter((a) => !DANGER.has(a)).map((a) => actionControl(item, a))}
                {canAssign && item.kind === 'offer' ? (
                  <button
                    type="button"
                    className={styles.action}
                    aria-expanded={assigning === item.id}
                    aria-label={t('assignees.assignFor', { title })}
                    onClick={() => setAssigning(assigning === item.id ? null : item.id)}
                  >
                    {t('assignees.assign')}
                  </button>
                ) : null}
                {item.actions.filter((a) => DANGER.has(a)).map((a) => actionControl(item, a))}
              </div>
              {assigning === item.id ? (
                <AssigneesEditor
                  item={{ ...item, title }}
                  onClose={(saved) => {
                    setAssigning(null);
                    if (!saved) return;
                    setNotice({ kind: 'ok', text: t('assignees.saved', { title }) });
                    router.refresh();
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
