'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';
import { callApi } from './api';
import styles from './applications.module.css';

interface Props {
  applicationId: number;
  status: ApplicationStatus;
  /** Where to go after the application is deleted (the list). */
  listHref: string;
}

/** Status change, rejection with the editable template e-mail, and deletion. */
export function StatusPanel({ applicationId, status, listHref }: Props) {
  const t = useTranslations('employerApplications');
  const locale = useLocale();
  const router = useRouter();
  const ids = { status: useId(), subject: useId(), body: useId(), title: useId() };
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState<ApplicationStatus>(status);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [mail, setMail] = useState<{ subject: string; body: string } | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const base = `/api/v2/employer-panel/applications/${applicationId}`;

  async function save(next: ApplicationStatus, withMail?: { subject: string; body: string }) {
    setBusy(true);
    setNotice(null);
    const res = await callApi(`${base}/status?lang=${locale}`, 'PATCH', {
      status: next,
      ...(withMail ? { mail: withMail } : {}),
    });
    setBusy(false);
    if (!res.ok) return setNotice({ kind: 'error', text: res.message ?? t('detail.failed') });
    setNotice({ kind: 'ok', text: next === 'rejected' && withMail ? t('detail.rejected') : t('detail.saved') });
    dialog.current?.close();
    router.refresh();
  }

  async function openReject() {
    setNotice(null);
    const res = await callApi(`${base}/reject-template?lang=${locale}`, 'GET');
    if (!res.ok) return setNotice({ kind: 'error', text: res.message ?? t('detail.failed') });
    setMail(res.data as { subject: string; body: string });
    dialog.current?.showModal();
  }

  async function remove() {
    const asked = await confirm({
      title: t('detail.delete'),
      text: t('detail.deleteConfirm'),
      confirmLabel: t('detail.delete'),
      destructive: true,
    });
    if (!asked) return;
    setBusy(true);
    const res = await callApi(`${base}?lang=${locale}`, 'DELETE');
    setBusy(false);
    if (!res.ok) return setNotice({ kind: 'error', text: res.message ?? t('detail.failed') });
    window.location.assign(listHref);
  }

  return (
    <div className={styles.panelBody}>
      {confirmDialog}
      <div className={styles.inline}>
        <label htmlFor={ids.status} className={styles.visuallyHidden}>
          {t('detail.changeStatus')}
        </label>
        <select
          id={ids.status}
          className={styles.select}
          value={value}
          onChange={(e) => setValue(e.target.value as ApplicationStatus)}
          data-testid="status-select"
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
          disabled={busy || value === status}
          onClick={() => save(value)}
          data-testid="status-save"
        >
          {t('detail.save')}
        </button>
      </div>
      <p className={styles.hint}>{t('detail.mailNote')}</p>
      {notice ? (
        <p className={notice.kind === 'ok' ? styles.alertSuccess : styles.alertError} role="status">
          {notice.text}
        </p>
      ) : null}
      <div className={styles.inline}>
        {status !== 'rejected' ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={openReject}
            disabled={busy}
            data-testid="reject-open"
          >
            {t('detail.reject')}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.danger}
          onClick={remove}
          disabled={busy}
          data-testid="delete-application"
        >
          {t('detail.delete')}
        </button>
      </div>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={ids.title}>
        <form
          method="dialog"
          className={styles.dialogForm}
          onSubmit={(e) => {
            e.preventDefault();
            if (mail) void save('rejected', mail);
          }}
        >
          <h2 id={ids.title} className={styles.dialogTitle}>
            {t('detail.rejectTitle')}
          </h2>
          <p className={styles.hint}>{t('detail.rejectIntro')}</p>
          <label htmlFor={ids.subject} className={styles.label}>
            {t('detail.subject')}
          </label>
          <input
            id={ids.subject}
            className={styles.input}
            value={mail?.subject ?? ''}
            maxLength={200}
            required
            onChange={(e) => setMail((m) => ({ body: m?.body ?? '', subject: e.target.value }))}
          />
          <label htmlFor={ids.body} className={styles.label}>
            {t('detail.body')}
          </label>
          <textarea
            id={ids.body}
            className={styles.textarea}
            rows={12}
            value={mail?.body ?? ''}
            maxLength={5000}
            required
            onChange={(e) => setMail((m) => ({ subject: m?.subject ?? '', body: e.target.value }))}
          />
          {notice?.kind === 'error' ? (
            <p className={styles.alertError} role="alert">
              {notice.text}
            </p>
          ) : null}
          <div className={styles.inline}>
            <button type="submit" className={styles.danger} disabled={busy} data-testid="reject-send">
              {t('detail.send')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
              {t('detail.cancel')}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
