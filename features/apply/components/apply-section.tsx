'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { countApplyClick } from '../api/count-apply-click';
import { ApplyForm, type ApplyFormProps } from './apply-form';
import styles from './apply.module.css';

/** The first control of the section: the form's first field, or "apply again". */
const FIRST_CONTROL = 'input:not([type="hidden"]):not([disabled]), textarea, select, button';

/**
 * The apply section (`#apply`) of an offer page. The form renders with the page, so a visitor can
 * start typing at the first paint (the fields keep what was typed through hydration); every
 * "Apply" link on the page moves the focus into it.
 */
export function ApplySection({
  isAppliedTo,
  board,
  appliedAt,
  className,
  titleClassName,
  ...props
}: ApplyFormProps & {
  isAppliedTo: boolean;
  /** The board's slug, which the apply-click count names (the brand prop is its display name). */
  board: string;
  /** When the candidate last applied (ISO): the section says so instead of offering the form again. */
  appliedAt?: string | null;
  className?: string;
  titleClassName?: string;
}) {
  const t = useTranslations('apply');
  const format = useFormatter();
  const ref = useRef<HTMLElement>(null);
  const [isApplyingAgain, setApplyingAgain] = useState(false);
  // "Aplikuj ponownie" works only once the page has hydrated: until then it is shown disabled, so a tap is
  // never silently lost.
  const isHydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const showsApplied = isAppliedTo && !isApplyingAgain;
  const hasStarted = useRef(false);
  // The first step into the form is the offer's "apply click" in the employer's statistics (sent once).
  const countStart = () => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    countApplyClick(board, props.slug);
  };

  useEffect(() => {
    const focusForm = () => ref.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus({ preventScroll: true });
    // After the browser's jump to the section (a click, or Enter on the link), the focus follows it.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href="#apply"]') : null;
      if (link && !event.defaultPrevented) requestAnimationFrame(focusForm);
    };
    document.addEventListener('click', onClick);
    if (window.location.hash === '#apply') focusForm();
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <section
      id="apply"
      ref={ref}
      aria-labelledby="apply-title"
      className={`${styles.section} ${className ?? ''}`}
      onFocusCapture={showsApplied ? undefined : countStart}
    >
      <h2 id="apply-title" className={titleClassName}>
        {t('title')}
      </h2>
      {showsApplied ? (
        <div className={styles.applied} data-testid="already-applied">
          <p>
            {appliedAt
              ? t('appliedOn', { date: format.dateTime(new Date(appliedAt), { dateStyle: 'long' }) })
              : t('alreadyApplied')}{' '}
            <a href={props.links.history}>{t('seeHistory')}</a>
          </p>
          <p className={styles.prompt}>{t('applyAgainHint')}</p>
          <button
            type="button"
            className={styles.secondaryButton}
            data-testid="apply-again"
            disabled={!isHydrated}
            onClick={() => {
              setApplyingAgain(true);
              requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus());
            }}
          >
            {t('applyAgain')}
          </button>
        </div>
      ) : (
        <ApplyForm {...props} />
      )}
    </section>
  );
}

const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;
