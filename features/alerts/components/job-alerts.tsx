'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { useUrlTrigger } from '@/components/ui/url-trigger';
import { useViewerState } from '@/features/account/viewer';
import type { SnackKey } from '../alert-errors';
import styles from './alerts.module.css';

// The popup and the dialogs load when they are first asked for (a click, #add-alert, an e-mailed
// link), not with every page: the header's first-load JavaScript holds only the button.
const SavedSearchesPopup = dynamic(() => import('./saved-searches-popup').then((m) => m.SavedSearchesPopup), {
  ssr: false,
});
const AddAlertDialog = dynamic(() => import('./add-alert-dialog').then((m) => m.AddAlertDialog), { ssr: false });
const LinkDialogs = dynamic(() => import('./link-dialogs').then((m) => m.LinkDialogs), { ssr: false });

const isAddAlert = (location: Location) => location.hash === '#add-alert';
const isAlertLink = (location: Location) => new URLSearchParams(location.search).has('job-alerts');

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
  const [isPopupLoaded, setPopupLoaded] = useState(false);
  const isAddAlertWanted = useUrlTrigger(isAddAlert);
  const isAlertLinkOpened = useUrlTrigger(isAlertLink);
  const { viewer, pending } = useViewerState();
  const viewerKind = viewer.kind;

  // The badge's count of new offers, before the popup itself is loaded (it refreshes it afterwards).
  useEffect(() => {
    // The visitor's own saved searches are asked for once the page-state call says who they are.
    if (isPopupLoaded || pending) return;
    let cancelled = false;
    // Loaded here, after the first load: the count waits for the page-state call anyway.
    void import('../saved-search-rows').then(async ({ fetchSavedSearchRows, newOfferTotal }) => {
      const rows = await fetchSavedSearchRows(tenant, viewerKind);
      if (!cancelled) setTotal(newOfferTotal(rows));
    });
    return () => {
      cancelled = true;
    };
  }, [tenant, viewerKind, pending, isPopupLoaded, version]);

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
        onClick={() => {
          setPopupLoaded(true);
          setOpen(true);
        }}
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
      {isPopupLoaded ? (
        <SavedSearchesPopup
          tenant={tenant}
          open={open}
          onClose={() => setOpen(false)}
          alertsEnabled={alertsEnabled}
          onSnack={setSnack}
          onTotal={onTotal}
          version={version}
        />
      ) : null}
      {isAddAlertWanted ? (
        <AddAlertDialog
          tenant={tenant}
          alertsEnabled={alertsEnabled}
          marketingEnabled={marketingEnabled}
          onSnack={setSnack}
          onSaved={() => setVersion((v) => v + 1)}
        />
      ) : null}
      {alertsEnabled && isAlertLinkOpened ? <LinkDialogs tenant={tenant} /> : null}
      {snack ? (
        <div className={styles.snackbar} role="alert" data-testid="alerts-snackbar">
          {t(`snack.${snack}`)}
        </div>
      ) : null}
    </div>
  );
}
