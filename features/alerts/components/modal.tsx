'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import dialogStyles from '@/components/ui/dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** A bottom drawer below 600 px. */
  drawerOnMobile?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A native modal <dialog> driven by state (focus trap, Escape and inert page come with it). */
export function Modal({ open, onClose, title, closeLabel, drawerOnMobile, className, testId, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${testId ?? 'modal'}-title`;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      className={`${dialogStyles.dialog} ${drawerOnMobile ? dialogStyles.drawer : ''} ${className ?? ''}`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={dialogStyles.header}>
        <h2 id={titleId} className={dialogStyles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={dialogStyles.close}
          aria-label={closeLabel}
          onClick={() => ref.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={dialogStyles.body}>{open ? children : null}</div>
    </dialog>
  );
}
