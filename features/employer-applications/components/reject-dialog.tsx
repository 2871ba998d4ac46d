'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { TextField, useErrorText } from '@/components/form';
import { catalogueResolver } from '@/lib/validation/resolver';
import { APPLICATION_LIMITS } from '../constants';
import { candidateMailInput, type CandidateMailInput } from '../mail-schema';
import styles from './applications.module.css';

interface Props {
  dialog: RefObject<HTMLDialogElement | null>;
  /** The template the dialog opens with (null until it is read). */
  template: CandidateMailInput | null;
  busy: boolean;
  /** The error of the last attempt, shown inside the dialog. */
  error: string | null;
  onSend: (mail: CandidateMailInput) => void;
}

/**
 * The rejection e-mail, filled in from the template and editable: checked as it is typed with the schema the
 * status route parses it with, so nothing is sent with an empty subject or a body past the limit.
 */
export function RejectDialog({ dialog, template, busy, error, onSend }: Props) {
  const t = useTranslations('employerApplications');
  const errorText = useErrorText();
  const titleId = useId();
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: catalogueResolver(candidateMailInput),
    mode: 'onTouched',
    defaultValues: { subject: '', body: '' },
  });
  useEffect(() => {
    if (template) reset(template);
  }, [template, reset]);
  const { errors } = formState;

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
      <form method="dialog" className={styles.dialogForm} noValidate onSubmit={handleSubmit(onSend)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('detail.rejectTitle')}
        </h2>
        <p className={styles.hint}>{t('detail.rejectIntro')}</p>
        <TextField
          control={control}
          name="subject"
          label={t('detail.subject')}
          required
          error={errorText(errors.subject?.message)}
          inputProps={{ maxLength: APPLICATION_LIMITS.mailSubjectMax }}
        />
        <TextField
          control={control}
          name="body"
          label={t('detail.body')}
          required
          multiline
          error={errorText(errors.body?.message)}
          inputProps={{ rows: 12, maxLength: APPLICATION_LIMITS.mailBodyMax }}
        />
        {error ? (
          <p className={styles.alertError} role="alert">
            {error}
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
  );
}
