'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetPassword } from '../api/reset-password';
import { PASSWORD_MIN } from '../constants';
import { localizedPath, paths } from '@/lib/paths';
import { KeptInput } from '@/components/form/kept-controls';

/** Asks for a reset link; the answer never tells whether the e-mail has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | { error: string }>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    const answer = await requestPasswordReset(email.trim(), localizedPath(locale, paths.resetPassword()));
    if (answer.status === 200) setState('sent');
    else if (answer.status === 429) setState({ error: t('tooMany', { seconds: answer.retryAfter ?? 60 }) });
    else if (answer.status === 400) setState({ error: t('errors.emailInvalid') });
    else setState({ error: t('generic') });
  }

  if (state === 'sent') {
    return (
      <p role="status" className={form.alertSuccess}>
        {t('forgot.sent', { email: email.trim() })}
      </p>
    );
  }
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label className={form.label} htmlFor="forgot-email">
          {t('fields.email')}
        </label>
        <KeptInput
          id="forgot-email"
          className={form.input}
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
      </div>
      {typeof state === 'object' ? (
        <p role="alert" className={form.alertError}>
          {state.error}
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={state === 'busy' || !email.trim()}>
          {t('forgot.submit')}
        </button>
        <a href={localizedPath(locale, paths.login())}>{t('forgot.back')}</a>
      </div>
    </form>
  );
}

/** Sets a new password with the e-mailed token; other sessions end. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | { error: string }>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) return setState({ error: t('errors.passwordShort', { min: PASSWORD_MIN }) });
    if (password !== repeat) return setState({ error: t('errors.passwordsDiffer') });
    setState('busy');
    const answer = await resetPassword(token, password);
    if (answer.status === 200) setState('done');
    else if (answer.status === 429) setState({ error: t('tooMany', { seconds: answer.retryAfter ?? 60 }) });
    else if (answer.status === 400) setState({ error: t('reset.invalidToken') });
    else setState({ error: t('generic') });
  }

  if (state === 'done') {
    return (
      <p role="status" className={form.alertSuccess}>
        {t('reset.done')} <a href={localizedPath(locale, paths.login())}>{t('register.signIn')}</a>
      </p>
    );
  }
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label className={form.label} htmlFor="reset-password">
          {t('fields.newPassword')}
        </label>
        <KeptInput
          id="reset-password"
          className={form.input}
          type="password"
          autoComplete="new-password"
          value={password}
          maxLength={128}
          onValueChange={setPassword}
        />
        <p className={form.hint}>{t('fields.passwordHint', { min: PASSWORD_MIN })}</p>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor="reset-repeat">
          {t('fields.repeatPassword')}
        </label>
        <KeptInput
          id="reset-repeat"
          className={form.input}
          type="password"
          autoComplete="new-password"
          value={repeat}
          maxLength={128}
          onValueChange={setRepeat}
        />
      </div>
      {typeof state === 'object' ? (
        <p role="alert" className={form.alertError}>
          {state.error}
        </p>
      ) : null}
      <button type="submit" className={form.primary} disabled={state === 'busy'}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
