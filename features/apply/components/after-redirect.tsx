'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { settleRedirect } from '../api/settle-redirect';
import type { SuccessLinks } from './apply-success';
import { MuiScope, type MuiScopeProps } from './mui-scope';
import styles from './apply.module.css';

type Step = 'similar' | 'confirm' | 'followUp' | 'done';

/**
 * What follows a click on an external apply URL. Anonymous visitors (and candidates without history)
 * see similar offers, anonymous ones with a register prompt. A signed-in candidate with application
 * history is asked whether to keep the application (confirm → saved, with a link to the history; deny →
 * removed); once saved, coming back to the tab asks whether the application was completed.
 */
export function AfterRedirect(props: {
  redirectId: number | null;
  /** Signed proof of the redirect, for the register link (an id alone is never linked to an account). */
  redirectToken: string | null;
  isCandidate: boolean;
  isHistoryEnabled: boolean;
  lookalikes: ReactNode;
  links: SuccessLinks;
  mui: MuiScopeProps;
}) {
  const t = useTranslations('apply');
  const locale = useLocale();
  const asksToConfirm = props.isCandidate && props.isHistoryEnabled && props.redirectId !== null;
  const [step, setStep] = useState<Step>(asksToConfirm ? 'confirm' : 'similar');
  const [snackbar, setSnackbar] = useState<'saved' | 'failed' | null>(null);
  const [isSaved, setSaved] = useState(false);

  // The follow-up: asked once, when the candidate returns to this tab after saving.
  useEffect(() => {
    if (!isSaved) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        setStep('followUp');
        document.removeEventListener('visibilitychange', onVisible);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [isSaved]);

  const confirm = async () => {
    setStep('done');
    if (await settleRedirect(props.redirectId!, locale, true)) {
      setSaved(true);
      setSnackbar('saved');
    } else setSnackbar('failed');
  };
  const remove = async () => {
    setStep('done');
    if (!(await settleRedirect(props.redirectId!, locale, false))) setSnackbar('failed');
  };

  const registerHref =
    props.redirectId === null || props.redirectToken === null
      ? props.links.register
      : `${props.links.register}?${new URLSearchParams({ redirectId: String(props.redirectId), redirectToken: props.redirectToken })}`;
  return (
    <MuiScope mui={props.mui}>
      <Dialog
        open={step === 'similar'}
        onClose={() => setStep('done')}
        aria-labelledby="similar-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="similar-dialog-title">{t('similarTitle')}</DialogTitle>
        <DialogContent data-testid="similar-offers-panel">
          <p>{t('similarText')}</p>
          {props.isCandidate ? null : (
            <div className={styles.banner} data-testid="register-prompt">
              <p>{t('registerPrompt')}</p>
              <a className={styles.primaryLink} href={registerHref}>
                {t('registerCta')}
              </a>
            </div>
          )}
          {props.lookalikes}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('done')}>{t('close')}</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={step === 'confirm'} onClose={() => setStep('done')} aria-labelledby="confirm-dialog-title">
        <DialogTitle id="confirm-dialog-title">{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <p>{t('confirmText')}</p>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void remove()}>{t('confirmNo')}</Button>
          <Button variant="contained" onClick={() => void confirm()}>
            {t('confirmYes')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={step === 'followUp'} onClose={() => setStep('done')} aria-labelledby="follow-up-title">
        <DialogTitle id="follow-up-title">{t('followUpTitle')}</DialogTitle>
        <DialogContent>
          <p>{t('followUpText')}</p>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void remove()}>{t('followUpNo')}</Button>
          <Button variant="contained" onClick={() => setStep('done')}>
            {t('followUpYes')}
          </Button>
        </DialogActions>
      </Dialog>

      <Snackbar
        open={snackbar !== null}
        autoHideDuration={8000}
        onClose={() => setSnackbar(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {snackbar === 'saved' ? (
          <Alert
            severity="success"
            variant="filled"
            onClose={() => setSnackbar(null)}
            action={
              <a className={styles.snackbarLink} href={props.links.history}>
                {t('savedLink')}
              </a>
            }
          >
            {t('savedSnackbar')}
          </Alert>
        ) : (
          <Alert severity="error" variant="filled" onClose={() => setSnackbar(null)}>
            {t('somethingWentWrong')}
          </Alert>
        )}
      </Snackbar>
    </MuiScope>
  );
}
