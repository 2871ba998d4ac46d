'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { ApiError } from '@/lib/api-client';
import { activateGuestAlert } from '../api/activate-guest-alert';
import { unsubscribeGuestAlert } from '../api/unsubscribe-guest-alert';
import { setLocalAlertStatus } from '../local-searches';
import styles from './alerts.module.css';
import { Modal } from './modal';

type State =
  | { kind: 'none' }
  | { kind: 'activate'; phase: 'pending' | 'success' | 'error' }
  | { kind: 'unsubscribe'; phase: 'pending' | 'success' };

/**
 * The dialogs opened by e-mailed links: `?job-alerts=activate&code&jobFilterId` and
 * `?job-alerts=unsubscribe&jobFilterId&code`. Spec: an activation 409 shows the error variant; other
 * failures are not shown. Closing leads to /.
 */
export function LinkDialogs({ tenant }: { tenant: string }) {
  const t = useTranslations('alerts');
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'none' });

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const mode = query.get('job-alerts');
    const code = query.get('code') ?? '';
    const jobFilterId = Number(query.get('jobFilterId') ?? query.get('job-filter-id'));
    if (!mode || !code || !Number.isInteger(jobFilterId) || jobFilterId <= 0) return;
    const quiet = (error: unknown) => {
      console.warn('job alert link failed', error);
      setState({ kind: 'none' });
    };
    /* eslint-disable react-hooks/set-state-in-effect -- the dialog opens once from the URL of the page */
    if (mode === 'activate') {
      setState({ kind: 'activate', phase: 'pending' });
      activateGuestAlert(tenant, jobFilterId, code)
        .then(() => {
          setLocalAlertStatus(window.localStorage, jobFilterId, 'active');
          setState({ kind: 'activate', phase: 'success' });
        })
        .catch((error: unknown) =>
          error instanceof ApiError && error.status === 409
            ? setState({ kind: 'activate', phase: 'error' })
            : quiet(error),
        );
    } else if (mode === 'unsubscribe') {
      setState({ kind: 'unsubscribe', phase: 'pending' });
      unsubscribeGuestAlert(tenant, jobFilterId, code)
        .then(() => {
          setLocalAlertStatus(window.localStorage, jobFilterId, null);
          setState({ kind: 'unsubscribe', phase: 'success' });
        })
        .catch(quiet);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [tenant]);

  const close = () => {
    setState({ kind: 'none' });
    router.replace('/');
  };
  const isError = state.kind === 'activate' && state.phase === 'error';
  const text =
    state.kind === 'activate'
      ? t(`activate.${state.phase}`)
      : state.kind === 'unsubscribe'
        ? t(`unsubscribe.${state.phase}`)
        : '';
  return (
    <Modal
      open={state.kind !== 'none'}
      onClose={close}
      title={
        isError ? t('activate.errorTitle') : state.kind === 'unsubscribe' ? t('unsubscribe.title') : t('activate.title')
      }
      closeLabel={t('dialog.close')}
      className={styles.small}
      testId={state.kind === 'none' ? undefined : `job-alerts-${state.kind}-${state.phase}`}
    >
      <p className={styles.success} role={isError ? 'alert' : 'status'}>
        {text}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={close}>
          {t('activate.close')}
        </button>
      </div>
    </Modal>
  );
}
