'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import dialogStyles from '@/components/ui/dialog.module.css';

/** A native modal <dialog> driven by state: focus trap, Escape and an inert page come with it. */
export function PanelDialog({
  open,
  onClose,
  title,
  closeLabel,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  testId: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className={dialogStyles.dialog}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={dialogStyles.header}>
        <h2 id={`${testId}-title`} className={dialogStyles.title}>
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
