'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { SnackKey } from '../api';
import { AddAlertDialog } from './add-alert-dialog';
import styles from './alerts.module.css';
import { LinkDialogs } from './link-dialogs';
import { SavedSearchesPopup } from './saved-searches-popup';

interface Props {
  /** The board's slug (the candidate-portal API lives under /api/{tenant}). */
  tenant: string;
  alertsEnabled: boolean;
  marketingEnabled: boolean;
}

/**
 * Everything job alerts put in the shell: the header button with its saved-searches popup, the
 * #add-alert dialog, the dialogs of e-mailed links and the error snackbar.
 */
export function JobAlerts({ tenant, alertsEnabled, marketingEnabled }: Props) {
  const t = useTranslations('alerts');
  const [open, setOpen] = useState(false);
  const [snack, setSnack] = useState<SnackKey | null>(null);
  const [total, setTotal] = useState(0);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!snack) return;
    const timer = window.setTimeout(() => setSnack(null), 6000);
    return () => window.clearTimeout(timer);
  }, [snack]);
  const onTotal = useCallback((n: number) => setTotal(n), []);

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.headerButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="job-alerts-button"
        aria-label={t('header.button')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z"
          />
        </svg>
        <span className={styles.buttonLabel}>{t('header.button')}</span>
        {total > 0 ? <span className={styles.badge}>{total > 99 ? '99+' : total}</span> : null}
      </button>
      <SavedSearchesPopup
        tenant={tenant}
        open={open}
        onClose={() => setOpen(false)}
        alertsEnabled={alertsEnabled}
        onSnack={setSnack}
        onTotal={onTotal}
        version={version}
      />
      <AddAlertDialog
        tenant={tenant}
        alertsEnabled={alertsEnabled}
        marketingEnabled={marketingEnabled}
        onSnack={setSnack}
        onSaved={() => setVersion((v) => v + 1)}
      />
      {alertsEnabled ? <LinkDialogs tenant={tenant} /> : null}
      {snack ? (
        <div className={styles.snackbar} role="alert" data-testid="alerts-snackbar">
          {t(`snack.${snack}`)}
        </div>
      ) : null}
    </div>
  );
}
