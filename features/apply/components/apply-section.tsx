'use client';

import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ApplyFormProps } from './apply-form';
import styles from './apply.module.css';

const ApplyFormRoot = dynamic(() => import('./apply-form-root').then((m) => m.ApplyFormRoot), {
  ssr: false,
  loading: () => <div className={styles.placeholder} />,
});

/**
 * The apply section (`#apply`) of an offer page. The form (react-hook-form, zod/mini) loads when the
 * section nears the viewport or the apply button is pressed, so it costs nothing on first load.
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
  const [isWanted, setWanted] = useState(false);
  const [isApplyingAgain, setApplyingAgain] = useState(false);
  const showsApplied = isAppliedTo && !isApplyingAgain;
  const hasStarted = useRef(false);
  // The first step into the form is the offer's "apply click" in the employer's statistics (sent once).
  const countStart = () => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const body = JSON.stringify({
      brand: board,
      offerSlug: props.slug,
      visitedAt: new Date().toISOString(),
      kind: 'apply_click',
    });
    if (!navigator.sendBeacon?.('/api/v1/views', new Blob([body], { type: 'application/json' })))
      void fetch('/api/v1/views', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined);
  };

  useEffect(() => {
    const section = ref.current;
    if (!section) return;
    const wantIfHash = () => {
      if (window.location.hash === '#apply') setWanted(true);
    };
    wantIfHash();
    window.addEventListener('hashchange', wantIfHash);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(section);
    return () => {
      window.removeEventListener('hashchange', wantIfHash);
      observer.disconnect();
    };
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
            onClick={() => {
              setApplyingAgain(true);
              setWanted(true);
            }}
          >
            {t('applyAgain')}
          </button>
        </div>
      ) : isWanted ? (
        <ApplyFormRoot {...props} />
      ) : (
        <div className={styles.placeholder} />
      )}
    </section>
  );
}
