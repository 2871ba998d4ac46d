'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { apiRequest, fieldMessages } from '@/lib/api-client/api-client';

/** Answers these forms read: only their success fields (errors come typed in `answer.error`). */
type Body = Record<string, string | undefined> | null;
import { Field, StrengthMeter } from './fields';
import styles from './forms.module.css';

/** The company sign-up (spec fields): the company, its owner, regulations and newsletter. */
export function EmployerSignUpForm({ termsHref, privacyHref }: { termsHref: string; privacyHref: string }) {
  const t = useTranslations('employerAccounts');
  const [v, setV] = useState({
    companyName: '',
    name: '',
    phone: '',
    email: '',
    password: '',
    confirmation: '',
    regulations: false,
    newsletter: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const set = (key: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((old) => ({ ...old, [key]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const answer = await apiRequest<Body>('/api/v1/users/sign_up', { method: 'POST', json: {
      company: { name: v.companyName, accepted_regulations: v.regulations, subscribe_to_newsletter: v.newsletter },
      user: {
        name: v.name,
        phone: v.phone,
        email: v.email.trim(),
        password: v.password,
        confirmation: v.confirmation,
      },
    } });
    setBusy(false);
    if (answer.status === 201) {
      setSent(answer.data?.email ?? v.email.trim());
      return;
    }
    const fields = fieldMessages(answer.error);
    setErrors({
      companyName: fields['company.name'] ?? '',
      regulations: fields['company.accepted_regulations'] ?? '',
      name: fields['user.name'] ?? '',
      phone: fields['user.phone'] ?? '',
      email: fields['user.email'] ?? '',
      password: fields['user.password'] ?? '',
      confirmation: fields['user.confirmation'] ?? '',
    });
    setNotice(
      answer.status === 429
        ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
        : answer.status === 400
          ? t('signUp.fixErrors')
          : t('generic'),
    );
  }

  if (sent)
    return (
      <div role="status">
        <h2>{t('signUp.sentTitle')}</h2>
        <p className={form.alertSuccess}>{t('signUp.sentBody', { email: sent })}</p>
      </div>
    );

  const e = (key: string) => errors[key] || undefined;
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signUp.company')}</legend>
        <Field id="signup-company" label={t('fields.companyName')} error={e('companyName')}>
          {(p) => (
            <input
              {...p}
              className={form.input}
              autoComplete="organization"
              value={v.companyName}
              onChange={set('companyName')}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signUp.you')}</legend>
        <Field id="signup-name" label={t('fields.name')} error={e('name')}>
          {(p) => <input {...p} className={form.input} autoComplete="name" value={v.name} onChange={set('name')} />}
        </Field>
        <div className={styles.twoCols}>
          <Field id="signup-email" label={t('fields.email')} error={e('email')}>
            {(p) => (
              <input
                {...p}
                className={form.input}
                type="email"
                autoComplete="email"
                value={v.email}
                onChange={set('email')}
              />
            )}
          </Field>
          <Field id="signup-phone" label={t('fields.phone')} error={e('phone')}>
            {(p) => (
              <input
                {...p}
                className={form.input}
                type="tel"
                autoComplete="tel"
                value={v.phone}
                onChange={set('phone')}
              />
            )}
          </Field>
        </div>
        <Field
          id="signup-password"
          label={t('fields.password')}
          error={e('password')}
          hint={<StrengthMeter password={v.password} />}
        >
          {(p) => (
            <input
              {...p}
              className={form.input}
              type="password"
              autoComplete="new-password"
              value={v.password}
              onChange={set('password')}
            />
          )}
        </Field>
        <Field id="signup-confirmation" label={t('fields.confirmation')} error={e('confirmation')}>
          {(p) => (
            <input
              {...p}
              className={form.input}
              type="password"
              autoComplete="new-password"
              value={v.confirmation}
              onChange={set('confirmation')}
            />
          )}
        </Field>
      </fieldset>
      <div className={form.field}>
        <label className={form.check}>
          <input
            type="checkbox"
            checked={v.regulations}
            onChange={set('regulations')}
            aria-invalid={e('regulations') ? true : undefined}
            aria-describedby={e('regulations') ? 'signup-regulations-error' : undefined}
          />
          <span>
            {t.rich('signUp.regulations', {
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
          </span>
        </label>
        {e('regulations') ? (
          <p id="signup-regulations-error" className={form.error}>
            {e('regulations')}
          </p>
        ) : null}
      </div>
      <label className={form.check}>
        <input type="checkbox" checked={v.newsletter} onChange={set('newsletter')} />
        <span>{t('signUp.newsletter')}</span>
      </label>
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
