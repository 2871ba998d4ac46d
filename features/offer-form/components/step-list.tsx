'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import styles from './offer-stepper.module.css';

/**
 * The list of steps: each one shown once (or open from the start) is a link back to it; the screen after the
 * form steps opens once every form step is open.
 */
export function StepList({
  keys,
  titles,
  formStepCount,
  index,
  visited,
  open,
  busy,
  listRef,
  onJump,
}: {
  keys: readonly string[];
  titles: readonly string[];
  formStepCount: number;
  index: number;
  visited: ReadonlySet<number>;
  open: ReadonlySet<string>;
  busy: boolean;
  listRef: RefObject<HTMLOListElement | null>;
  onJump(index: number): void;
}) {
  const t = useTranslations('offerFormUi');
  return (
    <nav className={styles.stepList} aria-label={t('stepsNav')} data-testid="step-list">
      <ol ref={listRef}>
        {keys.map((key, i) => {
          const title = titles[i];
          const seen = visited.has(i) || (i < formStepCount && open.has(key));
          // A screen after the form steps opens once every form step is open (the summary checks them all).
          const reachable =
            seen ||
            (i === formStepCount && keys.slice(0, formStepCount).every((k, j) => visited.has(j) || open.has(k)));
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.stepName}>{title}</span>
            </>
          );
          return (
            <li
              key={key}
              aria-current={i === index ? 'step' : undefined}
              className={i !== index && seen ? styles.done : undefined}
            >
              {i !== index && reachable ? (
                <button
                  type="button"
                  className={styles.stepButton}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onJump(i)}
                  disabled={busy}
                >
                  {content}
                </button>
              ) : (
                <span className={styles.stepLabel}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * On a narrow screen the step list is a strip that scrolls sideways: the shown step is brought into it (run
 * after the frame that shows the step, so the step change pays nothing for it).
 */
export function revealCurrentStep(list: HTMLOListElement | null) {
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const current = list.querySelector<HTMLElement>('[aria-current="step"]');
  if (!current) return;
  const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  list.scrollTo?.({ left: Math.max(0, left) });
}
