'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckField, TextField } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { apiRequest, fieldMessages } from '@/lib/api-client/api-client';
import { StrengthMeter } from './strength-meter';
import styles from './forms.module.css';

/** Answers these forms read: only their success fields (errors come typed in `answer.error`). */
type Body = Record<string, string | undefined> | null;

interface Values {
  companyName: string;
  name: string;
  phone: string;
  email: string;
  password: string;
  confirmation: string;
  regulations: boolean;
  newsletter: boolean;
}
type TextName = Exclude<keyof Values, 'regulations' | 'newsletter'>;

/** Where the server names each field's error. */
const SERVER_FIELD: Record<Exclude<keyof Values, 'newsletter'>, string> = {
  companyName: 'company.name',
  regulations: 'company.accepted_regulations',
  name: 'user.name',
  phone: 'user.phone',
  email: 'user.email',
  password: 'user.password',
  confirmation: 'user.confirmation',
};

/** The company sign-up (spec fields): the company, its owner, regulations and newsletter. */
export function EmployerSignUpForm({ termsHref, privacyHref }: { termsHref: string; privacyHref: string }) {
  const t = useTranslations('employerAccounts');
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: {
      companyName: '',
      name: '',
      phone: '',
      email: '',
      password: '',
      confirmation: '',
      regulations: false,
      newsletter: false,
    },
  });
  const password = useWatch({ control, name: 'password' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = handleSubmit(async (v) => {
    setBusy(true);
    setNotice(null);
    const answer = await apiRequest<Body>('/api/v1/users/sign_up', {
      method: 'POST',
      json: {
        company: { name: v.companyName, accepted_regulations: v.regulations, subscribe_to_newsletter: v.newsletter },
        user: {
          name: v.name,
          phone: v.phone,
          email: v.email.trim(),
          password: v.password,
          confirmation: v.confirmation,
        },
      },
    });
    setBusy(false);
    if (answer.status === 201) {
      setSent(answer.data?.email ?? v.email.trim());
      return;
    }
    const fields = fieldMessages(answer.error);
    setErrors(Object.fromEntries(Object.entries(SERVER_FIELD).map(([key, field]) => [key, fields[field] ?? ''])));
    setNotice(
      answer.status === 429
        ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
        : answer.status === 400
          ? t('signUp.fixErrors')
          : t('generic'),
    );
  });

  if (sent)
    return (
      <div role="status">
        <h2>{t('signUp.sentTitle')}</h2>
        <p className={form.alertSuccess}>{t('signUp.sentBody', { email: sent })}</p>
      </div>
    );

  const e = (key: keyof Values) => errors[key] || undefined;
  /** A text field of the form: labelled `fields.{name}`, with the server's error for it. */
  const field = (
    name: TextName,
    input: { autoComplete: string; type?: 'email' | 'tel' | 'password' },
    hint?: ReactNode,
  ) => (
    <TextField
      control={control}
      name={name}
      id={`signup-${name}`}
      label={t(`fields.${name}`)}
      error={e(name)}
      hint={hint}
      inputProps={input}
    />
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signUp.company')}</legend>
        {field('companyName', { autoComplete: 'organization' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signUp.you')}</legend>
        {field('name', { autoComplete: 'name' })}
        <div className={styles.twoCols}>
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
        {field('password', { type: 'password', autoComplete: 'new-password' }, <StrengthMeter password={password} />)}
        {field('confirmation', { type: 'password', autoComplete: 'new-password' })}
      </fieldset>
      <div className={form.field}>
        <CheckField
          control={control}
          name="regulations"
          error={e('regulations')}
          label={t.rich('signUp.regulations', {
            terms: (chunks) => (
              <a href={termsHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href={privacyHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        />
      </div>
      <CheckField control={control} name="newsletter" label={t('signUp.newsletter')} />
      {notice ? (
        <p className={form.alertError} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={form.actions}>
        <button className={form.primary} type="submit" disabled={busy}>
          {t('signUp.submit')}
        </button>
      </div>
    </form>
  );
}
