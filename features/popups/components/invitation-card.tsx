'use client';

import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import styles from './popup.module.css';

/**
 * An invitation in the page's flow, below its content: never over anything, never modal, and it
 * never takes the focus. `onClose` runs when the × is pressed.
 */
export function InvitationCard({
  id,
  title,
  text,
  closeLabel,
  onClose,
  children,
}: {
  id: string;
  title: string;
  text: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <section className={`container ${styles.invitation}`} aria-labelledby={`${id}-title`} data-testid={id}>
      <div className={styles.card}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
