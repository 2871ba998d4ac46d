'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewer } from '@/features/account/viewer';
import { LIST_PREFIX } from '@/features/offers/search-params';
import { snackOf, type SnackKey } from '../alert-errors';
import { changeAlertFrequency } from '../api/change-alert-frequency';
import { deleteJobFilter } from '../api/delete-job-filter';
import { disableJobAlert } from '../api/disable-job-alert';
import { enableJobAlert } from '../api/enable-job-alert';
import { markJobFilterRead } from '../api/mark-job-filter-read';
import { markLocalSearchRead, removeLocalSearch } from '../local-searches';
import { ALERT_FREQUENCIES, DEFAULT_FREQUENCY, type AlertFrequency } from '../rules';
import type { JobFilterDto } from '../schemas';
import { fetchSavedSearchRows, type SavedSearchRow as Row } from '../saved-search-rows';
import styles from './alerts.module.css';
import { Modal } from './modal';
import { localizedPath } from '@/lib/paths';
import { EmptyBlock } from '@/components/ui/empty-illustration';

interface Props {
  tenant: string;
  open: boolean;
  onClose: () => void;
  alertsEnabled: boolean;
  onSnack: (key: SnackKey) => void;
  onTotal: (total: number) => void;
  /** Bumped when a search was added elsewhere (the list reloads). */
  version: number;
}

/** The header's job-alerts popup (a drawer on phones): saved searches with counts of new offers. */
export function SavedSearchesPopup({ tenant, open, onClose, alertsEnabled, onSnack, onTotal, version }: Props) {
  const t = useTranslations('alerts');
  const viewer = useViewer();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [confirm, setConfirm] = useState<Row | null>(null);

  const locale = useLocale();
  // On a list the dialog saves that list; elsewhere it opens on the list of all offers.
  const segments = usePathname().split('/').filter(Boolean);
  const onList = (segments[0] === 'en' || segments[0] === 'pl' ? segments[1] : segments[0]) === LIST_PREFIX;
  const addHref = onList ? '#add-alert' : localizedPath(locale, `/${LIST_PREFIX}#add-alert`);

  const fetchRows = useCallback(() => fetchSavedSearchRows(tenant, viewer.kind), [tenant, viewer.kind]);

  // Changes in flight and the newest load: a list read while a change is still on its way (or answered after a
  // newer read) would put back what the visitor has just switched, so only the newest read taken when no change
  // was pending is shown.
  const pending = useRef(0);
  const loads = useRef(0);

  const load = useCallback(async () => {
    const seq = ++loads.current;
    const next = await fetchRows();
    if (seq !== loads.current || pending.current > 0) return;
    setRows(next);
    onTotal(next.reduce((sum, r) => sum + r.count, 0));
  }, [fetchRows, onTotal]);

  // Loaded at first, when a search was added, and each time the popup opens.
  useEffect(() => {
    void load();
  }, [load, version, open]);

  /** Shows the change at once, then asks the server; the list is reloaded either way. */
  const run = async (
    action: () => Promise<unknown>,
    optimistic?: { id: number; jobAlert: JobFilterDto['jobAlert'] },
  ) => {
    if (optimistic)
      setRows(
        (current) =>
          current?.map((r) =>
            r.server?.id === optimistic.id ? { ...r, server: { ...r.server, jobAlert: optimistic.jobAlert } } : r,
          ) ?? null,
      );
    pending.current++;
    try {
      await action();
    } catch (error) {
      // Spec: disable or frequency failures give the generic error.
      onSnack(snackOf(error) === 'limit' ? 'limit' : 'generic');
    } finally {
      pending.current--;
    }
    // The last change to finish reloads the list (after a failure too, so it shows the server's state).
    if (pending.current === 0) await load();
  };

  const openSearch = (row: Row) => {
    // Spec: opening a saved search with a count above zero marks its offers read.
    if (row.count > 0) {
      if (row.server) void markJobFilterRead(tenant, row.server.id).catch(() => undefined);
      if (row.localId) markLocalSearchRead(window.localStorage, row.localId);
    }
    onClose();
  };

  const remove = async (row: Row) => {
    setConfirm(null);
    if (row.server) await run(() => deleteJobFilter(tenant, row.server!.id));
    if (row.localId) {
      removeLocalSearch(window.localStorage, row.localId);
      await load();
    }
  };

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={t('header.title')}
        closeLabel={t('dialog.close')}
        drawerOnMobile
        className={styles.popup}
        testId="job-alerts-popup"
      >
        {rows && rows.length === 0 ? (
          <EmptyBlock kind="searches" small>
            <p className={styles.muted}>{t('header.empty')}</p>
          </EmptyBlock>
        ) : null}
        <a
          className={`${styles.primaryButton} ${styles.addSearch}`}
          href={addHref}
          onClick={() => onClose()}
          data-testid="save-search-popup"
        >
          {t('header.add')}
        </a>
        <ul className={styles.list}>
          {rows?.map((row) => (
            <li key={row.key} className={styles.item} data-testid="saved-search">
              <div className={styles.itemHead}>
                <a href={row.searchUrl} className={styles.itemName} onClick={() => openSearch(row)}>
                  {row.name}
                </a>
                {row.count > 0 ? (
                  <span className={styles.badge} aria-label={t('header.newCount', { count: row.count })}>
                    {row.count}
                  </span>
                ) : null}
              </div>
              <div className={styles.itemControls}>
                {row.server && alertsEnabled ? (
                  <>
                    <label className={styles.switch}>
                      <input
                        type="checkbox"
                        role="switch"
                        checked={row.server.jobAlert?.status === 'active'}
                        onChange={(e) => {
                          const frequency = row.server!.jobAlert?.frequency ?? DEFAULT_FREQUENCY;
                          const on = e.target.checked;
                          void run(
                            () =>
                              on
                                ? enableJobAlert(tenant, row.server!.id, frequency)
                                : disableJobAlert(tenant, row.server!.id),
                            { id: row.server!.id, jobAlert: { status: on ? 'active' : 'inactive', frequency } },
                          );
                        }}
                      />
                      {t('header.alert')}
                    </label>
                    {row.server.jobAlert?.status === 'active' ? (
                      <label className={styles.switch}>
                        <span>{t('header.frequency')}</span>
                        <select
                          className={styles.select}
                          value={row.server.jobAlert.frequency}
                          onChange={(e) => {
                            const frequency = e.target.value as AlertFrequency;
                            void run(() => changeAlertFrequency(tenant, row.server!.id, frequency), {
                              id: row.server!.id,
                              jobAlert: { status: 'active', frequency },
                            });
                          }}
                        >
                          {ALERT_FREQUENCIES.map((f) => (
                            <option key={f} value={f}>
                              {t(`frequency.${f}`)}
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : null}
                  </>
                ) : null}
                {row.localAlert ? (
                  <span className={styles.muted} data-testid="guest-alert">
                    {t(`header.guestAlert.${row.localAlert.status}`, {
                      email: row.localAlert.email,
                      frequency: t(`frequency.${row.localAlert.frequency as AlertFrequency}`).toLocaleLowerCase(),
                    })}
                  </span>
                ) : row.localId ? (
                  <span className={styles.muted}>{t('header.localNote')}</span>
                ) : null}
                <button type="button" className={styles.linkButton} onClick={() => setConfirm(row)}>
                  {t('header.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </Modal>
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('confirmDelete.title')}
        closeLabel={t('dialog.close')}
        className={styles.small}
        testId="confirm-delete"
      >
        <p className={styles.success}>
          {t(confirm?.localAlert ? 'confirmDelete.bodyGuestAlert' : 'confirmDelete.body', {
            name: confirm?.name ?? '',
          })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.headerButton} onClick={() => setConfirm(null)}>
            {t('confirmDelete.cancel')}
          </button>
          <button
            type="button"
            className={`${styles.headerButton} ${styles.danger}`}
            onClick={() => confirm && void remove(confirm)}
          >
            {t('confirmDelete.confirm')}
          </button>
        </div>
      </Modal>
    </>
  );
}
