'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { apiRequest } from '@/lib/api-client/api-client';
import { KeptInput } from '@/components/form/kept-controls';

/** Answers these forms read: only their success fields (errors come typed in `answer.error`). */
type Body = Record<string, string | undefined> | null;

type Notice = { kind: 'error' | 'success'; text: string; resend?: boolean } | null;

/** E-mail and password through the auth library's sign-in; then on to `next` (a local, localised path). */
export function EmployerSignInForm({ next, resendPath }: { next: string; resendPath: string }) {
  const t = useTranslations('employerAccounts');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const answer = await apiRequest<Body>('/api/auth/sign-in/email', {
      method: 'POST',
      json: {
        email: email.trim().toLowerCase(),
        password,
        rememberMe: true,
      },
    });
    if (answer.status === 200) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    if (answer.status === 403) setNotice({ kind: 'error', text: t('signIn.notConfirmed'), resend: true });
    else if (answer.status === 401 || answer.status === 400) setNotice({ kind: 'error', text: t('signIn.invalid') });
    else if (answer.status === 429)
      setNotice({ kind: 'error', text: t('tooMany', { seconds: answer.retryAfter ?? 60 }) });
    else setNotice({ kind: 'error', text: t('generic') });
  }

  async function resend() {
    const answer = await apiRequest<Body>(resendPath, { method: 'PATCH', json: { email: email.trim().toLowerCase() } });
    setNotice(
      answer.status === 200
        ? { kind: 'success', text: t('signIn.resent') }
        : answer.status === 429
          ? { kind: 'error', text: t('tooMany', { seconds: answer.retryAfter ?? 60 }) }
          : { kind: 'error', text: t('generic') },
    );
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={form.field}>
        <label className={form.label} htmlFor="employer-email">
          {t('fields.email')}
        </label>
        <KeptInput
          id="employer-email"
          className={form.input}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onValueChange={setEmail}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor="employer-password">
          {t('fields.password')}
        </label>
        <KeptInput
          id="employer-password"
          className={form.input}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
      </div>
      {notice ? (
        <p className={notice.kind === 'error' ? form.alertError : form.alertSuccess} role="alert">
          {notice.text}{' '}
          {notice.resend ? (
            <button type="button" className={form.linkButton} onClick={resend}>
              {t('signIn.resend')}
            </button>
          ) : null}
        </p>
      ) : null}
      <div className={form.actions}>
        <button className={form.primary} type="submit" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </div>
    </form>
  );
}
