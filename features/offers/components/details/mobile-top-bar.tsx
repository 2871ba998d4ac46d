'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { goBack, isTopBarVisible } from './navigation';
import styles from './details.module.css';

export interface MobileTopBarProps {
  title: string;
  backLabel: string;
  /** Where Back leads when there is no page of ours to go back to. */
  fallbackHref: string;
  shareLabel: string;
  /** The favourites button (flag enableFavoriteOfferButton), or nothing. */
  favourite: ReactNode;
}

/** The offer page's bar on phones: back, title, favourite and share; it slides away while scrolling down. */
export function MobileTopBar({ title, backLabel, fallbackHref, shareLabel, favourite }: MobileTopBarProps) {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      setVisible((was) => isTopBarVisible(previous, y, was));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className={styles.topBar} data-visible={visible} data-testid="offer-top-bar">
      <button
        type="button"
        className={styles.topBarButton}
        aria-label={backLabel}
        onClick={() => goBack(window.history, window.location, fallbackHref)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <p className={styles.topBarTitle}>{title}</p>
      {favourite}
      <a className={styles.topBarButton} href="#share" aria-label={shareLabel} title={shareLabel}>
        <ShareIcon />
      </a>
    </div>
  );
}

export function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
