'use client';

import { useState } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import styles from './popup.module.css';

export interface FloatingBannerText {
  title: string;
  text: string;
  cta: string;
  close: string;
  label: string;
}

/** A corner banner (desktop only); its show count was taken when it was chosen. */
export default function FloatingBanner({ text, href }: { text: FloatingBannerText; href: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <aside className={styles.banner} aria-label={text.label} data-testid="floating-banner">
      <div className={styles.head}>
        <strong className={styles.title}>{text.title}</strong>
        <button type="button" className={styles.close} aria-label={text.close} onClick={() => setOpen(false)}>
          <CloseIcon />
        </button>
      </div>
      <p className={styles.text}>{text.text}</p>
      <a href={href}>{text.cta}</a>
    </aside>
  );
}
