'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { counterState, TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { catalogueResolver } from '@/lib/validation/resolver';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_MESSAGE_MAX } from '../constants';
import { profileUpdateSchema, type ProfileUpdate } from '../profile-schema';
import type { Profile } from '../schemas';
import styles from './profile-editor.module.css';

type Input = (typeof profileUpdateSchema)['_zod']['input'];
type TextName = 'firstName' | 'lastName' | 'phone';

/**
 * The candidate's name, phone and message to employers, checked in the browser with the schema the route
 * parses; the server's own refusals land on their fields.
 */
export function PersonalData({ profile }: { profile: Profile }) {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, ProfileUpdate>({
    resolver: catalogueResolver(profileUpdateSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      message: profile.message,
    },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const submit = handleSubmit(async (values) => {
    setStatus('busy');
    const answer = await update.mutateAsync(values);
    if (answer.status === 200) return setStatus('saved');
    for (const f of answer.error?.fields ?? [])
      setError(f.field as FieldPath<Input>, { type: 'server', message: f.message });
    setStatus('failed');
  });

  const input = (key: TextName, autoComplete: string, type: 'text' | 'tel' = 'text') => (
    <TextField
      control={control}
      name={key}
      id={`profile-${key}`}
      label={t(`fields.${key}`)}
      error={errorText(formState.errors[key]?.message)}
      inputProps={{ type, autoComplete, maxLength: key === 'phone' ? 32 : 100 }}
    />
  );

  return (
    <section className={styles.section} aria-labelledby="profile-personal">
      <h2 id="profile-personal" className={styles.heading}>
        {t('profile.personal')}
      </h2>
      {/* A change after a save or a refusal clears what was said about it. */}
      <form className={form.form} onSubmit={submit} onChange={() => setStatus('idle')} noValidate>
        <div className={styles.pair}>
          {input('firstName', 'given-name')}
          {input('lastName', 'family-name')}
        </div>
        <div className={form.field}>
          <span className={form.label}>{t('fields.email')}</span>
          <span>{profile.email}</span>
        </div>
        {input('phone', 'tel', 'tel')}
        <TextField
          control={control}
          name="message"
          id="profile-message"
          label={t('fields.message')}
          multiline
          error={errorText(formState.errors.message?.message)}
          counter={{
            state: counterState(message.length, PROFILE_MESSAGE_MAX, 100),
            text: `${message.length} / ${PROFILE_MESSAGE_MAX}`,
          }}
          inputProps={{ maxLength: PROFILE_MESSAGE_MAX }}
        />
        <div className={form.actions}>
          <button type="submit" className={form.primary} disabled={status === 'busy'}>
            {t('profile.save')}
          </button>
          {status === 'saved' ? <span role="status">{t('profile.saved')}</span> : null}
          {status === 'failed' && Object.keys(formState.errors).length === 0 ? (
            <span role="alert" className={form.error}>
              {t('generic')}
            </span>
          ) : null}
        </div>
      </form>
    </section>
  );
}
