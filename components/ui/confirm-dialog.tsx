'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './confirm-dialog.module.css';
import dialogStyles from './dialog.module.css';
import formStyles from './form.module.css';

/** What a confirmation asks: the question, what follows, and the confirming button's words. */
export interface ConfirmRequest {
  /** The question, as the dialog's heading ("Delete the draft “X”?"). */
  title: string;
  /** What happens then, when it needs saying ("This cannot be undone."). */
  text?: string;
  /** The confirming button, named by what it does ("Delete draft"), never "OK". */
  confirmLabel: string;
  /** Deleting, removing or ending something: the confirming button looks dangerous. */
  destructive?: boolean;
}

interface Pending extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
  /** What had the focus when it was asked: it gets it back. */
  opener: HTMLElement | null;
}

const focusedElement = () => {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
};

/**
 * The app's confirmation instead of the browser's `confirm()`: `confirm(request)` opens a modal dialog and
 * resolves true when its confirming button was pressed, false when it was cancelled (the cancel button,
 * Escape, a click beside it). Render `dialog` once in the component. The native modal <dialog> traps the
 * focus and makes the page inert; the cancel button takes the focus first (a slip of Enter confirms
 * nothing), and the control that asked gets it back once the dialog closes.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        const opener = focusedElement();
        setPending((current) => {
          current?.resolve(false);
          return { ...request, resolve, opener };
        });
      }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      request={pending}
      onDone={(confirmed) => {
        pending?.resolve(confirmed);
        setPending(null);
        if (pending?.opener?.isConnected) pending.opener.focus({ preventScroll: true });
      }}
    />
  );
  return { confirm, dialog };
}

function ConfirmDialog({ request, onDone }: { request: ConfirmRequest | null; onDone: (confirmed: boolean) => void }) {
  const t = useTranslations('confirmDialog');
  const ref = useRef<HTMLDialogElement>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !request || dialog.open) return;
    dialog.returnValue = '';
    dialog.showModal?.();
  }, [request]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => onDoneRef.current(dialog.returnValue === 'confirm');
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby="confirm-dialog-title"
      aria-describedby={request?.text ? 'confirm-dialog-text' : undefined}
      data-testid="confirm-dialog"
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) cancels.
        if (event.target === event.currentTarget) event.currentTarget.close('');
      }}
    >
      {request ? (
        <>
          <div className={dialogStyles.header}>
            <h2 id="confirm-dialog-title" className={dialogStyles.title}>
              {request.title}
            </h2>
          </div>
          <div className={dialogStyles.body}>
            {request.text ? (
              <p id="confirm-dialog-text" className={styles.text}>
                {request.text}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button
                type="button"
                className={formStyles.secondary}
                // The safe choice takes the focus as the dialog opens.
                autoFocus
                onClick={() => ref.current?.close('')}
              >
                {t('cancel')}
              </button>
              <button
                type="button"
                className={request.destructive ? formStyles.danger : formStyles.primary}
                data-testid="confirm-dialog-confirm"
                onClick={() => ref.current?.close('confirm')}
              >
                {request.confirmLabel}
              </button>
            </div>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
