'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { safeNextPath } from '@/lib/safe-next-path';
import { apiRequest } from '@/lib/api-client';
import { localizedPath, paths } from '@/lib/paths';
import { KeptInput } from '@/components/form/kept-controls';

interface Props {
  /** Where to go after signing in (a local path). */
  next: string;
}

type Notice = { kind: 'error' | 'success'; text: string; resend?: boolean } | null;

export function LoginForm({ next }: Props) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const answer = await apiRequest('/api/auth/sign-in/email', {
      method: 'POST',
      json: {
        email: email.trim(),
        password,
        rememberMe: true,
      },
    });
    if (answer.status === 200) {
      window.location.assign(safeNextPath(next, localizedPath(locale, paths.home())));
      return;
    }
    setBusy(false);
    if (answer.status === 403) setNotice({ kind: 'error', text: t('login.notVerified'), resend: true });
    else if (answer.status === 401 || answer.status === 400) setNotice({ kind: 'error', text: t('login.invalid') });
    else if (answer.status === 429)
      setNotice({ kind: 'error', text: t('tooMany', { seconds: answer.retryAfter ?? 60 }) });
    else setNotice({ kind: 'error', text: t('generic') });
  }

  async function resend() {
    const answer = await apiRequest('/api/auth/send-verification-email', {
      method: 'POST',
      json: {
        email: email.trim(),
        callbackURL: localizedPath(locale, paths.homeWith({ modal: 'account-verified' })),
      },
    });
    setNotice(
      answer.status === 200
        ? { kind: 'success', text: t('login.resent') }
        : answer.status === 429
          ? { kind: 'error', text: t('tooMany', { seconds: answer.retryAfter ?? 60 }) }
          : { kind: 'error', text: t('generic') },
    );
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label className={form.label} htmlFor="login-email">
          {t('fields.email')}
        </label>
        <KeptInput
          id="login-email"
          className={form.input}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor="login-password">
          {t('fields.password')}
        </label>
        <KeptInput
          id="login-password"
          className={form.input}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
      </div>
      {notice ? (
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={notice.kind === 'error' ? form.alertError : form.alertSuccess}
        >
          {notice.text}{' '}
          {notice.resend ? (
            <button type="button" className={form.linkButton} onClick={resend}>
              {t('login.resend')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy || !email || !password}>
          {t('login.submit')}
        </button>
        <a href={localizedPath(locale, paths.forgotPassword())}>{t('login.forgot')}</a>
      </div>
    </form>
  );
}
