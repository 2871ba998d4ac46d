'use client';

import { useTranslations } from 'next-intl';
import { useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { AssistantPopoverProps } from './assistant-popover';
import type { ValidationContext } from './proposal-form';
import styles from './assistant.module.css';

export interface AssistantButtonProps {
  welcome: string;
  productName: string;
  jobAdId: string | null;
  validation: ValidationContext;
}

/**
 * The bottom bar's AI Assistant button (BETA). The chat, and the SignalR client with it, are downloaded
 * only when the employer first opens it, so the form's first load does not carry them; once open, the
 * conversation stays connected while the popover is closed and reopened.
 */
export function AssistantButton(props: AssistantButtonProps) {
  const t = useTranslations('assistantPanel');
  const [Popover, setPopover] = useState<ComponentType<AssistantPopoverProps> | null>(null);
  const [open, setOpen] = useState(false);

  const toggle = () => {
    if (!Popover)
      void import('./assistant-popover').then((m) => {
        setPopover(() => m.default);
      });
    setOpen((v) => !v);
  };

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={toggle}
        data-testid="assistant-button"
      >
        <span aria-hidden="true" className={styles.sparkle}>
          ✦
        </span>
        <span className={styles.triggerLabel}>{t('button')}</span>
        <span className={styles.beta}>{t('beta')}</span>
      </button>
      {/* In the body, out of the bottom bar's stacking context: the chat sits above the site's sticky header. */}
      {Popover ? createPortal(<Popover {...props} open={open} onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}
