'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import dialogStyles from '@/components/ui/dialog.module.css';
import styles from './offer-stepper.module.css';

/** Asked when the employer leaves the form: exit without saving, or save the draft. */
export function LeaveDialog({
  dialog,
  onExitWithoutSaving,
  onSaveDraft,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  onExitWithoutSaving(): void;
  onSaveDraft(): void;
}) {
  const t = useTranslations('offerFormUi');
  return (
    <dialog
      ref={dialog}
      className={dialogStyles.dialog}
      aria-labelledby="save-draft-title"
      data-testid="save-draft-dialog"
    >
      <div className={dialogStyles.header}>
        <h2 id="save-draft-title" className={dialogStyles.title}>
          {t('leaveTitle')}
        </h2>
      </div>
      <div className={dialogStyles.body}>
        <p className={styles.dialogText}>{t('leaveText')}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.barButton} onClick={onExitWithoutSaving}>
            {t('exitWithoutSaving')}
          </button>
          <button type="button" className={styles.barPrimary} onClick={onSaveDraft}>
            {t('saveDraft')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
