'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { FieldError, TextField, useErrorText } from '@/components/form';
import { ApiError } from '@/lib/api-client/api-client';
import { serverMessage } from '@/lib/api-client/server-message';
import { catalogueResolver } from '@/lib/validation/resolver';
import { useUpdateApplicationReview } from '../api/update-application-review';
import { APPLICATION_LIMITS } from '../constants';
import { reviewBody } from '../review-schema';
import styles from './applications.module.css';

interface Props {
  applicationId: number;
  notes: string | null;
  rating: number | null;
}

type ReviewField = 'notes' | 'rating';
/** The notes' test id, passed through the field kit's textarea props (data attributes are not in their type). */
const NOTES_TEST_ID = { 'data-testid': 'notes' } as Record<string, string>;

/**
 * Private notes (plain text) and the 1–5 rating, saved together: checked with the schema the PATCH route
 * parses (nothing is sent while the notes are past the limit), the server's refusals on their fields.
 */
export function ReviewPanel({ applicationId, notes, rating }: Props) {
  const t = useTranslations('employerApplications');
  const errorText = useErrorText();
  const locale = useLocale();
  const ids = { rating: useId(), ratingError: useId() };
  const { control, handleSubmit, formState, setError } = useForm({
    resolver: catalogueResolver(reviewBody),
    mode: 'onTouched',
    defaultValues: { notes: notes ?? '', rating },
  });
  const { field: stars } = useController({ control, name: 'rating' });
  const review = useUpdateApplicationReview();
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const notesError = errorText(formState.errors.notes?.message);
  const ratingError = errorText(formState.errors.rating?.message);

  const save = handleSubmit((values) => {
    setNotice(null);
    review.mutate(
      { applicationId, notes: values.notes ?? '', rating: values.rating ?? null, locale },
      {
        onSuccess: () => setNotice({ kind: 'ok', text: t('detail.saved') }),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : [];
          for (const f of fields)
            if (f.field === 'notes' || f.field === 'rating')
              setError(f.field as ReviewField, { type: 'server', message: f.message }, { shouldFocus: true });
          setNotice({ kind: 'error', text: serverMessage(error) ?? t('detail.failed') });
        },
      },
    );
  });

  return (
    <form className={styles.panelBody} noValidate onSubmit={save}>
      <fieldset className={styles.rating} aria-describedby={ratingError ? ids.ratingError : undefined}>
        <legend className={styles.label} id={ids.rating}>
          {t('detail.rating')}
        </legend>
        <div className={styles.starsInput}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={styles.star}
              data-on={stars.value !== null && stars.value !== undefined && n <= stars.value ? '' : undefined}
            >
              <input
                type="radio"
                name={`rating-${applicationId}`}
                value={n}
                checked={stars.value === n}
                onChange={() => stars.onChange(n)}
                onBlur={stars.onBlur}
                className={styles.visuallyHidden}
              />
              <span aria-hidden="true">★</span>
              <span className={styles.visuallyHidden}>{t('detail.ratingLabel', { value: n })}</span>
            </label>
          ))}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => stars.onChange(null)}
            disabled={stars.value === null || stars.value === undefined}
          >
            {t('detail.clearRating')}
          </button>
        </div>
        <FieldError id={ids.ratingError}>{ratingError}</FieldError>
      </fieldset>
      <TextField
        control={control}
        name="notes"
        label={t('detail.notes')}
        hint={t('detail.notesHint')}
        error={notesError}
        multiline
        inputProps={{ rows: 5, maxLength: APPLICATION_LIMITS.notesMax, ...NOTES_TEST_ID }}
      />
      <div className={styles.inline}>
        <button type="submit" className={styles.primary} disabled={review.isPending} data-testid="review-save">
          {t('detail.save')}
        </button>
        {notice ? (
          <span className={notice.kind === 'ok' ? styles.ok : styles.errorText} role="status">
            {notice.text}
          </span>
        ) : null}
      </div>
    </form>
  );
}
