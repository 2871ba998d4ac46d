'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { APPLY_LIMITS } from '../constants';
import styles from './apply.module.css';

/** Spec 9: consent texts longer than 120 characters are cut, with "show more". */
export function ConsentText({ text }: { text: string }) {
  const t = useTranslations('apply');
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const isLong = text.length > APPLY_LIMITS.consentPreview;
  const shown = isLong && !isOpen ? `${text.slice(0, APPLY_LIMITS.consentPreview).trimEnd()}…` : text;
  return (
    <span className={styles.consentText}>
      <span id={id}>{shown}</span>
      {isLong ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={(event) => {
            // Inside a checkbox label: the button must not tick the box.
            event.preventDefault();
            event.stopPropagation();
            setOpen(!isOpen);
          }}
        >
          {isOpen ? t('showLess') : t('showMore')}
        </button>
      ) : null}
    </span>
  );
}
