'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import form from '@/components/ui/form.module.css';
import { apiRequest, fieldMessages, type ApiAnswer } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format';
import { localizedPath, paths } from '@/lib/paths';
import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES, MAX_DOCUMENTS, PROFILE_MESSAGE_MAX } from '../constants';
import type { Profile } from '../schemas';
import styles from './profile-editor.module.css';

function upload<T>(url: string, file: File): Promise<ApiAnswer<T>> {
  const body = new FormData();
  body.set('file', file);
  return apiRequest<T>(url, { method: 'POST', form: body });
}

export function ProfileEditor({ initial }: { initial: Profile }) {
  const t = useTranslations('account');
  const [profile, setProfile] = useState(initial);
  return (
    <div className={styles.sections}>
      <PersonalData profile={profile} onSaved={setProfile} />
      <Photo profile={profile} onChange={setProfile} />
      <Documents profile={profile} onChange={setProfile} />
      <section className={styles.section} aria-labelledby="profile-signout">
        <h2 id="profile-signout" className={styles.heading}>
          {t('profile.signOut')}
        </h2>
        <SignOut />
      </section>
      <DeleteAccount email={profile.email} />
    </div>
  );
}

function PersonalData({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const t = useTranslations('account');
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    message: profile.message,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const set = (key: keyof typeof values) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: '' }));
    setStatus('idle');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.firstName.trim()) return setErrors({ firstName: t('errors.nameRequired') });
    setStatus('busy');
    const answer = await apiRequest<Profile>('/api/v2/user-panel/profile', { method: 'PATCH', json: values });
    if (answer.status === 200) {
      onSaved(answer.data!);
      setStatus('saved');
    } else {
      setErrors(fieldMessages(answer.error));
      setStatus('failed');
    }
  }

  const left = PROFILE_MESSAGE_MAX - values.message.length;
  const input = (key: 'firstName' | 'lastName' | 'phone', autoComplete: string, type = 'text') => (
    <div className={form.field}>
      <label className={form.label} htmlFor={`profile-${key}`}>
        {t(`fields.${key}`)}
      </label>
      <input
        id={`profile-${key}`}
        className={form.input}
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        maxLength={key === 'phone' ? 32 : 100}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `profile-${key}-error` : undefined}
      />
      {errors[key] ? (
        <p id={`profile-${key}-error`} className={form.error}>
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className={styles.section} aria-labelledby="profile-personal">
      <h2 id="profile-personal" className={styles.heading}>
        {t('profile.personal')}
      </h2>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          {input('firstName', 'given-name')}
          {input('lastName', 'family-name')}
        </div>
        <div className={form.field}>
          <span className={form.label}>{t('fields.email')}</span>
          <span>{profile.email}</span>
        </div>
        {input('phone', 'tel', 'tel')}
        <div className={form.field}>
          <label className={form.label} htmlFor="profile-message">
            {t('fields.message')}
          </label>
          <textarea
            id="profile-message"
            className={form.textarea}
            value={values.message}
            maxLength={PROFILE_MESSAGE_MAX}
            onChange={set('message')}
            aria-invalid={errors.message ? true : undefined}
          />
          <p className={left <= 100 ? form.warning : form.hint}>
            {values.message.length} / {PROFILE_MESSAGE_MAX}
          </p>
          {errors.message ? <p className={form.error}>{errors.message}</p> : null}
        </div>
        <div className={form.actions}>
          <button type="submit" className={form.primary} disabled={status === 'busy'}>
            {t('profile.save')}
          </button>
          {status === 'saved' ? <span role="status">{t('profile.saved')}</span> : null}
          {status === 'failed' && !Object.values(errors).some(Boolean) ? (
            <span role="alert" className={form.error}>
              {t('generic')}
            </span>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function uploadError(
  t: ReturnType<typeof useTranslations<'account'>>,
  answer: ApiAnswer<unknown>,
  maxMb: number,
): string {
  const message = answer.error?.fields?.[0]?.message ?? answer.error?.message;
  if (answer.status === 413 && !message) return t('upload.fileTooLarge', { max: maxMb });
  if ([400, 413, 415, 422].includes(answer.status)) return message ?? t('upload.invalidFileType');
  return t('generic');
}

function Photo({ profile, onChange }: { profile: Profile; onChange: (p: Profile) => void }) {
  const t = useTranslations('account');
  const picker = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // Friendly checks first (spec photo rules); the server decides by the bytes.
    if (!/\.(jpe?g|png)$/i.test(file.name)) return setError(t('upload.invalidFileType'));
    if (file.size === 0) return setError(t('upload.corruptedFile'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('upload.fileTooLarge', { max: 5 }));
    setBusy(true);
    const answer = await upload<Profile>('/api/v2/user-panel/profile/avatar', file);
    setBusy(false);
    if (answer.ok) onChange(answer.data);
    else setError(uploadError(t, answer, 5));
  }

  async function remove() {
    const answer = await apiRequest<Profile>('/api/v2/user-panel/profile/avatar', { method: 'DELETE' });
    if (answer.ok) onChange(answer.data);
    else setError(t('generic'));
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

function Documents({ profile, onChange }: { profile: Profile; onChange: (p: Profile) => void }) {
  const t = useTranslations('account');
  const picker = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const docs = profile.applicationDocs;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!/\.(pdf|docx|jpe?g|png)$/i.test(file.name)) return setError(t('upload.invalidFileType'));
    if (file.size === 0) return setError(t('upload.corruptedFile'));
    if (file.size > DOCUMENT_MAX_BYTES) return setError(t('upload.fileTooLarge', { max: 5 }));
    setBusy(true);
    const answer = await upload<Omit<Profile['applicationDocs'][number], 'createdAt'>>(
      '/api/v2/user-panel/profile/documents',
      file,
    );
    setBusy(false);
    if (answer.ok && answer.status === 201) {
      onChange({ ...profile, applicationDocs: [{ ...answer.data, createdAt: new Date().toISOString() }, ...docs] });
    } else setError(uploadError(t, answer, DOCUMENT_MAX_BYTES / 1_000_000));
  }

  async function remove(id: number, name: string) {
    const asked = await confirm({
      title: t('profile.documentDeleteConfirm', { name }),
      confirmLabel: t('profile.documentDelete'),
      destructive: true,
    });
    if (!asked) return;
    const answer = await apiRequest(`/api/v2/user-panel/profile/documents/${id}`, { method: 'DELETE' });
    if (answer.status === 204) onChange({ ...profile, applicationDocs: docs.filter((d) => d.id !== id) });
    else setError(t('generic'));
  }

  return (
    <section className={styles.section} aria-labelledby="profile-documents">
      {dialog}
      <h2 id="profile-documents" className={styles.heading}>
        {t('profile.documents')}
      </h2>
      <p className={form.hint}>{t('profile.documentsHint', { max: MAX_DOCUMENTS })}</p>
      {docs.length === 0 ? <p>{t('profile.documentsEmpty')}</p> : null}
      <ul className={styles.docs}>
        {docs.map((doc) => (
          <li key={doc.id} className={styles.doc}>
            <span className={styles.docName}>{doc.fileName}</span>
            <span className={styles.docSize}>{formatFileSize(doc.sizeBytes)}</span>
            <a href={`/api/v2/user-panel/profile/documents/${doc.id}`} download>
              {t('profile.documentDownload')}
            </a>
            <button type="button" className={form.linkButton} onClick={() => remove(doc.id, doc.fileName)}>
              {t('profile.documentDelete')}
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={picker}
        type="file"
        accept=".pdf,.docx,.jpg,.jpeg,.png"
        hidden
        onChange={pick}
        data-testid="cv-input"
      />
      <div className={form.actions}>
        <button
          type="button"
          className={form.secondary}
          disabled={busy || docs.length >= MAX_DOCUMENTS}
          onClick={() => picker.current?.click()}
        >
          {busy ? t('profile.uploading') : t('profile.documentUpload')}
        </button>
      </div>
      {error ? (
        <p role="alert" className={form.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

function SignOut() {
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
        await apiRequest('/api/auth/sign-out', { method: 'POST', json: {} });
        window.location.assign(home);
      }}
    >
      {t('profile.signOut')}
    </button>
  );
}

function DeleteAccount({ email }: { email: string }) {
  const t = useTranslations('account');
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const home = localizedPath(useLocale(), paths.home());

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    const answer = await apiRequest('/api/v2/user-panel/account', { method: 'DELETE', json: { confirmEmail: typed } });
    if (answer.status === 204) {
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
