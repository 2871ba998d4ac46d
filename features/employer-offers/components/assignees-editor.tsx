'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { serverMessage } from '@/lib/api-client/server-message';
import { useOfferAssignees, useSaveOfferAssignees } from '../api/offer-assignees';
import type { OfferListItem } from '../schemas';
import styles from './offers.module.css';

interface Props {
  item: OfferListItem;
  /** Closes the editor; `saved` when the list should show the new assignment. */
  onClose: (saved: boolean) => void;
}

/** Owners' and admins' choice of the recruiters an offer is assigned to, opened from the offer's row. */
export function AssigneesEditor({ item, onClose }: Props) {
  const t = useTranslations('employerOffers.assignees');
  const headingId = useId();
  const read = useOfferAssignees(item.id);
  const data = read.data ?? null;
  const saving = useSaveOfferAssignees();
  const busy = saving.isPending;
  // The choice starts from the saved assignment once it is read; null until the user changes it.
  const [picked, setChosen] = useState<Set<string> | null>(null);
  const chosen = picked ?? new Set(data?.assigned ?? []);
  const [saveError, setError] = useState<string | null>(null);
  const error = saveError ?? (read.isError ? (serverMessage(read.error) ?? t('failed')) : null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  async function save() {
    setError(null);
    const res = await saving.mutateAsync({ offerId: item.id, userIds: [...chosen] });
    if (res.ok) onClose(true);
    else setError(res.error.fields?.[0]?.message ?? res.error.message ?? t('failed'));
  }

  const toggle = (id: string) =>
    setChosen(() => {
      const next = new Set(chosen);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div
      ref={panel}
      className={styles.assignPanel}
      role="group"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="assignees-editor"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose(false);
      }}
    >
      <h2 id={headingId} className={styles.assignTitle}>
        {t('dialogTitle', { title: item.title })}
      </h2>
      <p className={styles.assignHint}>{t('hint')}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {!data && !error ? <p className={styles.assignHint}>{t('loading')}</p> : null}
      {data && data.recruiters.length === 0 ? <p className={styles.assignHint}>{t('noRecruiters')}</p> : null}
      {data && data.recruiters.length ? (
        <ul className={styles.assignList}>
          {data.recruiters.map((r) => (
            <li key={r.id}>
              <label className={styles.assignOption}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={chosen.has(r.id)}
                  onChange={() => toggle(r.id)}
                />
                <span className={styles.assignName}>{r.name}</span>
                <span className={styles.assignEmail}>{r.email}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.assignButtons}>
        <button type="button" className={styles.primary} disabled={busy || !data} onClick={save}>
          {busy ? t('saving') : t('save')}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => onClose(false)}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
