'use client';

import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { serverMessage } from '@/lib/api-client/server-message';
import { useDeleteApplication } from '../api/delete-application';
import { rejectTemplateQueryOptions } from '../api/get-reject-template';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';
import type { CandidateMailInput } from '../mail-schema';
import styles from './applications.module.css';
import { RejectDialog } from './reject-dialog';

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
  const ids = { status: useId() };
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState<ApplicationStatus>(status);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [mail, setMail] = useState<CandidateMailInput | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const client = useQueryClient();
  const change = useUpdateApplicationStatus();
  const removal = useDeleteApplication();
  const busy = change.isPending || removal.isPending;
  const failed = (error: unknown) => setNotice({ kind: 'error', text: serverMessage(error) ?? t('detail.failed') });

  function save(next: ApplicationStatus, withMail?: CandidateMailInput) {
    setNotice(null);
    change.mutate(
      { applicationId, status: next, mail: withMail, locale },
      {
        onSuccess: () => {
          setNotice({ kind: 'ok', text: next === 'rejected' && withMail ? t('detail.rejected') : t('detail.saved') });
          dialog.current?.close();
          // The status, its history and the pill are rendered by the server.
          router.refresh();
        },
        onError: failed,
      },
    );
  }

  async function openReject() {
    setNotice(null);
    try {
      setMail(await client.fetchQuery(rejectTemplateQueryOptions(applicationId, locale)));
      dialog.current?.showModal();
    } catch (error) {
      failed(error);
    }
  }

  async function remove() {
    const asked = await confirm({
      title: t('detail.delete'),
      text: t('detail.deleteConfirm'),
      confirmLabel: t('detail.delete'),
      destructive: true,
    });
    if (!asked) return;
    removal.mutate({ applicationId, locale }, { onSuccess: () => window.location.assign(listHref), onError: failed });
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
      <RejectDialog
        dialog={dialog}
        template={mail}
        busy={busy}
        error={notice?.kind === 'error' ? notice.text : null}
        onSend={(written) => save('rejected', written)}
      />
    </div>
  );
}
