'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { KeptInput } from '@/components/form/kept-controls';
import form from '@/components/ui/form.module.css';
import type { ApiAnswer } from '@/lib/api-client/api-client';
import { signIn } from './api/sign-in';

/** The words of the form, in the caller's namespace (the candidate's `account`, the employer's `employerAccounts`). */
export interface SignInTexts {
  email: string;
  password: string;
  submit: string;
  invalid: string;
  notConfirmed: string;
  resend: string;
  resent: string;
  tooMany: (seconds: number) => string;
  generic: string;
}

type Notice = { kind: 'error' | 'success'; text: string; resend?: boolean } | null;

/**
 * The e-mail and password sign-in of both sides: on success the browser goes to `doneHref`; an account not
 * yet confirmed is offered a new link (`resend`, the side's own call). Plain inputs that keep what was typed
 * before the page hydrated; no rules are checked in the browser (a sign-in form tells nothing about passwords).
 */
export function SignInForm({
  idPrefix,
  texts,
  doneHref,
  resend,
  normaliseEmail = (email) => email.trim(),
  emailAutoComplete = 'email',
  isSubmitGated = false,
  footer,
}: {
  /** The inputs' ids are `{idPrefix}-email` and `{idPrefix}-password`. */
  idPrefix: string;
  texts: SignInTexts;
  doneHref: string;
  resend: (email: string) => Promise<ApiAnswer<unknown>>;
  normaliseEmail?: (email: string) => string;
  emailAutoComplete?: 'email' | 'username';
  /** The submit button waits for both fields. */
  isSubmitGated?: boolean;
  /** Shown beside the submit button (the "forgot password" link). */
  footer?: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const answer = await signIn({ email: normaliseEmail(email), password });
    if (answer.status === 200) {
      window.location.assign(doneHref);
      return;
    }
    setBusy(false);
    if (answer.status === 403) setNotice({ kind: 'error', text: texts.notConfirmed, resend: true });
    else if (answer.status === 401 || answer.status === 400) setNotice({ kind: 'error', text: texts.invalid });
    else if (answer.status === 429) setNotice({ kind: 'error', text: texts.tooMany(answer.retryAfter ?? 60) });
    else setNotice({ kind: 'error', text: texts.generic });
  }

  async function sendAgain() {
    const answer = await resend(normaliseEmail(email));
    setNotice(
      answer.status === 200
        ? { kind: 'success', text: texts.resent }
        : answer.status === 429
          ? { kind: 'error', text: texts.tooMany(answer.retryAfter ?? 60) }
          : { kind: 'error', text: texts.generic },
    );
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${idPrefix}-email`}>
          {texts.email}
        </label>
        <KeptInput
          id={`${idPrefix}-email`}
          className={form.input}
          type="email"
          name="email"
          autoComplete={emailAutoComplete}
          required
          value={email}
          onValueChange={setEmail}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${idPrefix}-password`}>
          {texts.password}
        </label>
        <KeptInput
          id={`${idPrefix}-password`}
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
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={notice.kind === 'error' ? form.alertError : form.alertSuccess}
        >
          {notice.text}{' '}
          {notice.resend ? (
            <button type="button" className={form.linkButton} onClick={sendAgain}>
              {texts.resend}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy || (isSubmitGated && (!email || !password))}>
          {texts.submit}
        </button>
        {footer}
      </div>
    </form>
  );
}
