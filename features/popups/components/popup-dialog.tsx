'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import styles from './popup.module.css';

/**
 * A small modal popup on the native <dialog>: focus moves in, Escape and the × close it, the
 * page behind is inert, and the focus goes back where it was. `onClose` runs once however it was closed.
 */
export function PopupDialog({
  id,
  title,
  closeLabel,
  onClose,
  children,
}: {
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const focused = document.activeElement;
    const before = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    if (!dialog.open) dialog.showModal();
    const handle = () => {
      onCloseRef.current();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
    dialog.addEventListener('close', handle);
    return () => dialog.removeEventListener('close', handle);
  }, []);

  return (
    <dialog ref={ref} className={styles.popup} aria-labelledby={`${id}-title`} data-testid={id}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => ref.current?.close()}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
