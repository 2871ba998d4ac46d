'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ApplyFormProps } from './apply-form';
import type { MuiScopeProps } from './mui-scope';
import styles from './apply.module.css';

const ApplyFormRoot = dynamic(() => import('./apply-form-root').then((m) => m.ApplyFormRoot), {
  ssr: false,
  loading: () => <div className={styles.placeholder} />,
});

/**
 * The apply section (`#apply`) of an offer page. The form (MUI, react-hook-form) loads when the
 * section nears the viewport or the apply button is pressed, so it costs nothing on first load.
 */
export function ApplySection({
  isAppliedTo,
  className,
  titleClassName,
  ...props
}: ApplyFormProps & { mui: MuiScopeProps; isAppliedTo: boolean; className?: string; titleClassName?: string }) {
  const t = useTranslations('apply');
  const ref = useRef<HTMLElement>(null);
  const [isWanted, setWanted] = useState(false);

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
    <section id="apply" ref={ref} aria-labelledby="apply-title" className={`${styles.section} ${className ?? ''}`}>
      <h2 id="apply-title" className={titleClassName}>
        {t('title')}
      </h2>
      {isAppliedTo ? (
        <p className={styles.prompt} data-testid="already-applied">
          {t('alreadyApplied')}
        </p>
      ) : null}
      {isWanted ? <ApplyFormRoot {...props} /> : <div className={styles.placeholder} />}
    </section>
  );
}
