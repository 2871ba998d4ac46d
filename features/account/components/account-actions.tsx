'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { localizedPath, paths } from '@/lib/paths';
import { deleteAccount } from '../api/delete-account';
import { signOut } from '../api/sign-out';
import styles from './profile-editor.module.css';

/** Signs out and goes to the home page. */
export function SignOut() {
  const t = useTranslations('account');
  const home = localizedPath(useLocale(), paths.home());
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={form.secondary}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
        window.location.assign(home);
      }}
    >
      {t('profile.signOut')}
    </button>
  );
}

/** Deletes the account once the candidate typed their e-mail to confirm it. */
export function DeleteAccount({ email }: { email: string }) {
  const t = useTranslations('account');
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const home = localizedPath(useLocale(), paths.home());

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    if (await deleteAccount(typed)) {
      window.location.assign(home);
    } else setState('failed');
  }

  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby="profile-danger">
      <h2 id="profile-danger" className={styles.heading}>
        {t('profile.danger')}
      </h2>
      <p>{t('profile.dangerBody')}</p>
      <button type="button" className={form.danger} onClick={() => dialog.current?.showModal()}>
        {t('profile.danger')}
      </button>
      <dialog ref={dialog} className={styles.confirm} aria-labelledby="delete-account-title">
        <form className={form.form} onSubmit={confirm}>
          <h2 id="delete-account-title" className={styles.heading}>
            {t('profile.danger')}
          </h2>
          <p>{t('profile.dangerBody')}</p>
          <div className={form.field}>
            <label className={form.label} htmlFor="delete-confirm">
              {t('profile.deleteConfirmLabel', { email })}
            </label>
            <input
              id="delete-confirm"
              className={form.input}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
            />
          </div>
          {state === 'failed' ? (
            <p role="alert" className={form.error}>
              {t('generic')}
            </p>
          ) : null}
          <div className={form.actions}>
            <button
              type="submit"
              className={form.danger}
              disabled={state === 'busy' || typed.trim().toLowerCase() !== email.toLowerCase()}
            >
              {t('profile.deleteSubmit')}
            </button>
            <button type="button" className={form.secondary} onClick={() => dialog.current?.close()}>
              {t('profile.deleteCancel')}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
