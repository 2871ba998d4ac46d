'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './close-icon';
import styles from './dialog.module.css';

interface Props {
  /** The hash (without `#`) that opens the dialog, e.g. `all-categories`. */
  hash: string;
  title: string;
  closeLabel: string;
  /** Where closing leads when the hash cannot be dropped in place (no script): the page's own path. */
  closeHref: string;
  /** A bottom drawer below 600 px instead of a centred dialog. */
  drawerOnMobile?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog opened by the URL hash (links to `#hash` open it, so it can be shared and
 * bookmarked). The native <dialog> traps focus, closes on Escape and makes the page inert;
 * closing drops the hash from the address without a navigation and gives the focus back to the
 * control that opened it.
 */
export function HashDialog({ hash, title, closeLabel, closeHref, drawerOnMobile, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${hash}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The link that asked for the dialog (a click does not focus links in every browser), else the focus.
    let clicked: HTMLElement | null = null;
    let opener: HTMLElement | null = null;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && link.hash === `#${hash}` && !dialog.contains(link)) clicked = link;
    };
    const sync = () => {
      const wanted = window.location.hash === `#${hash}`;
      if (wanted && !dialog.open) {
        const focused = document.activeElement;
        opener = clicked ?? (focused instanceof HTMLElement && focused !== document.body ? focused : null);
        clicked = null;
        dialog.showModal();
      }
      if (!wanted && dialog.open) dialog.close();
    };
    const onClose = () => {
      if (window.location.hash === `#${hash}`) {
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      }
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      opener = null;
    };
    sync();
    document.addEventListener('click', onClick, true);
    window.addEventListener('hashchange', sync);
    dialog.addEventListener('close', onClose);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', sync);
      dialog.removeEventListener('close', onClose);
    };
  }, [hash]);

  return (
    <dialog
      ref={ref}
      id={hash}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${drawerOnMobile ? styles.drawer : ''} ${className ?? ''}`}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <a
          href={closeHref}
          className={styles.close}
          aria-label={closeLabel}
          onClick={(event) => {
            event.preventDefault();
            ref.current?.close();
          }}
        >
          <CloseIcon />
        </a>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
