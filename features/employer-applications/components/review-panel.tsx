'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { serverMessage } from '@/lib/api-client/server-message';
import { useUpdateApplicationReview } from '../api/update-application-review';
import { APPLICATION_LIMITS } from '../constants';
import styles from './applications.module.css';

interface Props {
  applicationId: number;
  notes: string | null;
  rating: number | null;
}

/** Private notes (plain text) and the 1–5 rating, saved together. */
export function ReviewPanel({ applicationId, notes, rating }: Props) {
  const t = useTranslations('employerApplications');
  const locale = useLocale();
  const ids = { notes: useId(), hint: useId(), rating: useId() };
  const [text, setText] = useState(notes ?? '');
  const [stars, setStars] = useState<number | null>(rating);
  const review = useUpdateApplicationReview();
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  function save() {
    setNotice(null);
    review.mutate(
      { applicationId, notes: text, rating: stars, locale },
      {
        onSuccess: () => setNotice({ kind: 'ok', text: t('detail.saved') }),
        onError: (error) => setNotice({ kind: 'error', text: serverMessage(error) ?? t('detail.failed') }),
      },
    );
  }

  return (
    <div className={styles.panelBody}>
      <fieldset className={styles.rating}>
        <legend className={styles.label} id={ids.rating}>
          {t('detail.rating')}
        </legend>
        <div className={styles.starsInput}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star} data-on={stars !== null && n <= stars ? '' : undefined}>
              <input
                type="radio"
                name={`rating-${applicationId}`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className={styles.visuallyHidden}
              />
              <span aria-hidden="true">★</span>
              <span className={styles.visuallyHidden}>{t('detail.ratingLabel', { value: n })}</span>
            </label>
          ))}
          <button type="button" className={styles.linkButton} onClick={() => setStars(null)} disabled={stars === null}>
            {t('detail.clearRating')}
          </button>
        </div>
      </fieldset>
      <label htmlFor={ids.notes} className={styles.label}>
        {t('detail.notes')}
      </label>
      <textarea
        id={ids.notes}
        className={styles.textarea}
        rows={5}
        maxLength={APPLICATION_LIMITS.notesMax}
        value={text}
        aria-describedby={ids.hint}
        onChange={(e) => setText(e.target.value)}
        data-testid="notes"
      />
      <p id={ids.hint} className={styles.hint}>
        {t('detail.notesHint')}
      </p>
      <div className={styles.inline}>
        <button type="button" className={styles.primary} onClick={save} disabled={review.isPending} data-testid="review-save">
          {t('detail.save')}
        </button>
        {notice ? (
          <span className={notice.kind === 'ok' ? styles.ok : styles.errorText} role="status">
            {notice.text}
          </span>
        ) : null}
      </div>
    </div>
  );
}
