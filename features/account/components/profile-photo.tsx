'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { useChangeAvatar } from '../api/change-avatar';
import { AVATAR_MAX_BYTES } from '../constants';
import type { Profile } from '../schemas';
import { uploadError } from './upload-error';
import styles from './profile-editor.module.css';

/** The profile photo: upload (checked first in the browser, spec photo rules) and removal. */
export function Photo({ profile }: { profile: Profile }) {
  const t = useTranslations('account');
  const picker = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeAvatar();
  // The upload button waits for an upload, not for a removal.
  const busy = change.isPending && change.variables !== null;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // Friendly checks first (spec photo rules); the server decides by the bytes.
    if (!/\.(jpe?g|png)$/i.test(file.name)) return setError(t('upload.invalidFileType'));
    if (file.size === 0) return setError(t('upload.corruptedFile'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('upload.fileTooLarge', { max: 5 }));
    const answer = await change.mutateAsync(file);
    if (!answer.ok) setError(uploadError(t, answer, 5));
  }

  async function remove() {
    const answer = await change.mutateAsync(null);
    if (!answer.ok) setError(t('generic'));
  }

  return (
    <section className={styles.section} aria-labelledby="profile-photo">
      <h2 id="profile-photo" className={styles.heading}>
        {t('profile.avatar')}
      </h2>
      <div className={styles.photoRow}>
        {profile.avatarUrl ? (
          // A private image of the signed-in candidate, served by our own route.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.avatar} src={profile.avatarUrl} alt={t('profile.avatarAlt')} width={96} height={96} />
        ) : (
          <span className={styles.avatarEmpty} aria-hidden="true">
            {(profile.firstName[0] ?? profile.email[0] ?? '?').toUpperCase()}
          </span>
        )}
        <div className={form.field}>
          <p className={form.hint}>{t('profile.avatarHint')}</p>
          <div className={form.actions}>
            <input
              ref={picker}
              type="file"
              accept=".jpg,.jpeg,.png"
              hidden
              onChange={pick}
              data-testid="avatar-input"
            />
            <button type="button" className={form.secondary} disabled={busy} onClick={() => picker.current?.click()}>
              {busy ? t('profile.uploading') : t('profile.avatarUpload')}
            </button>
            {profile.avatarUrl ? (
              <button type="button" className={form.linkButton} onClick={remove}>
                {t('profile.avatarRemove')}
              </button>
            ) : null}
          </div>
          {error ? (
            <p role="alert" className={form.error}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
