'use client';

import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import dialog from '@/components/ui/dialog.module.css';
import form from '@/components/ui/form.module.css';
import { ACCOUNT_VERIFIED_PARAM as PARAM, ACCOUNT_VERIFIED_VALUE as VALUE } from '@/lib/auth/account-verified';

export interface AccountVerifiedDialogProps {
  labels: { title: string; body: string; profile: string; close: string };
  profileHref: string;
}


/** The dialog the e-mail verification link lands on (`?modal=account-verified`); closing drops the parameter. */
export function AccountVerifiedDialogImpl({ labels, profileHref }: AccountVerifiedDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(PARAM) !== VALUE) return;
    el.showModal();
    const onClose = () => {
      const now = new URL(window.location.href);
      now.searchParams.delete(PARAM);
      window.history.replaceState(window.history.state, '', now.pathname + now.search + now.hash);
    };
    el.addEventListener('close', onClose);
    return () => el.removeEventListener('close', onClose);
  }, []);

  return (
    <dialog
      ref={ref}
      className={dialog.dialog}
      aria-labelledby="account-verified-title"
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      <div className={dialog.header}>
        <h2 id="account-verified-title" className={dialog.title}>
          {labels.title}
        </h2>
        <button type="button" className={dialog.close} aria-label={labels.close} onClick={() => ref.current?.close()}>
          <CloseIcon />
        </button>
      </div>
      <div className={dialog.body}>
        <p>{labels.body}</p>
        <div className={form.actions}>
          <a className={form.primary} href={profileHref}>
            {labels.profile}
          </a>
          <button type="button" className={form.secondary} onClick={() => ref.current?.close()}>
            {labels.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
