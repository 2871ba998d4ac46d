'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import dialogStyles from '@/components/ui/dialog.module.css';
import styles from './assistant.module.css';

/** The dialog that rates an answer, with an optional comment. */
export function RatingDialog({
  dialog,
  score,
  comment,
  onCommentChange,
  onClose,
  onSubmit,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  /** The score being given, null when no rating is open. */
  score: 1 | -1 | null;
  comment: string;
  onCommentChange(comment: string): void;
  onClose(): void;
  onSubmit(): void;
}) {
  const t = useTranslations('assistantPanel');
  return (
    <dialog
      ref={dialog}
      className={dialogStyles.dialog}
      aria-labelledby="assistant-rate-title"
      onClose={onClose}
      data-testid="assistant-rating-dialog"
    >
      <div className={dialogStyles.header}>
        <h2 id="assistant-rate-title" className={dialogStyles.title}>
          {t('rate.title')} {score ? (score === 1 ? '👍' : '👎') : ''}
        </h2>
      </div>
      <div className={dialogStyles.body}>
        <label className={styles.commentLabel} htmlFor="assistant-rate-comment">
          {t('rate.comment')}
        </label>
        <textarea
          id="assistant-rate-comment"
          className={styles.comment}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => onCommentChange(e.target.value)}
        />
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
            {t('rate.cancel')}
          </button>
          <button type="button" className={styles.primary} onClick={onSubmit}>
            {t('rate.submit')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
