'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './offer-stepper.module.css';

/** The stepper's fixed bottom bar: previous, dismiss, the assistant's slot, save and exit, next. */
export function BottomBar({
  isFirst,
  nextLabel,
  busy,
  assistantSlot,
  onPrevious,
  onDismiss,
  onSaveAndExit,
  onNext,
}: {
  isFirst: boolean;
  /** The forward action's label; none on the last screen. */
  nextLabel: string | null;
  busy: boolean;
  assistantSlot?: ReactNode;
  onPrevious(): void;
  onDismiss(): void;
  onSaveAndExit(): void;
  onNext(): void;
}) {
  const t = useTranslations('offerFormUi');
  return (
    <div className={styles.bar} data-testid="bottom-bar">
      <div className={styles.barInner}>
        {/* On phones the secondary actions show their icon only (the name stays for assistive technology),
          so the main button is never cut; the assistant's button sits in the bar, over no field. */}
        <button
          type="button"
          className={styles.barButton}
          onClick={onPrevious}
          disabled={isFirst}
          data-testid="bar-previous"
        >
          <BarIcon d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
          <span className={styles.barLabel}>{t('previous')}</span>
        </button>
        <button type="button" className={styles.barButton} onClick={onDismiss} data-testid="bar-dismiss">
          <BarIcon d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
          <span className={styles.barLabel}>{t('dismiss')}</span>
        </button>
        <span className={styles.spacer} />
        {assistantSlot}
        <button type="button" className={styles.barButton} onClick={onSaveAndExit} data-testid="bar-save-exit">
          <BarIcon d="M17 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V7l-4-4zm-5 16a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm3-10H5V5h10v4z" />
          <span className={styles.barLabel}>{t('saveAndExit')}</span>
        </button>
        {nextLabel ? (
          <button
            type="button"
            className={styles.barPrimary}
            // The field being typed in keeps the focus until the step is judged: "next" validates it with
            // its step, so it is not validated a second time as it loses the focus to this button.
            onMouseDown={(e) => e.preventDefault()}
            onClick={onNext}
            disabled={busy}
            data-testid="next"
          >
            {nextLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A bottom-bar button's icon, shown on phones in place of its label. */
function BarIcon({ d }: { d: string }) {
  return (
    <svg className={styles.barIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
