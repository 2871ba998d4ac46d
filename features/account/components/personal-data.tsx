'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { fieldMessages } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_MESSAGE_MAX } from '../constants';
import type { Profile } from '../schemas';
import styles from './profile-editor.module.css';

/** The candidate's name, phone and message to employers. */
export function PersonalData({ profile }: { profile: Profile }) {
  const t = useTranslations('account');
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    message: profile.message,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
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
    const answer = await update.mutateAsync(values);
    if (answer.status === 200) {
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
