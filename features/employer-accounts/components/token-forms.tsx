'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, useFieldIds } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { apiRequest, fieldMessages } from '@/lib/api-client/api-client';

/** Answers these forms read: only their success fields (errors come typed in `answer.error`). */
type Body = Record<string, string | undefined> | null;
import { StrengthMeter } from './strength-meter';

/** Asks for an e-mail and sends it to `url` (a new confirmation link, or a password-reset link). */
export function EmailRequestForm({
  url,
  method,
  submitLabel,
  sentKey,
}: {
  url: string;
  method: 'POST' | 'PATCH';
  submitLabel: string;
  sentKey: 'confirm.sent' | 'forgot.sent';
}) {
  const t = useTranslations('employerAccounts');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const emailIds = useFieldIds('request-email');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const answer = await apiRequest<Body>(url, { method, json: { email: email.trim() } });
    setBusy(false);
    if (answer.status === 200) setNotice({ ok: true, text: t(sentKey, { email: email.trim() }) });
    else if (answer.status === 429) setNotice({ ok: false, text: t('tooMany', { seconds: answer.retryAfter ?? 60 }) });
    else {
      setError(fieldMessages(answer.error).email);
      setNotice(fieldMessages(answer.error).email ? null : { ok: false, text: t('generic') });
    }
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <Field ids={emailIds} label={t('fields.email')} error={error}>
        {(p) => (
          <input
            {...p}
            className={form.input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      {notice ? (
        <p className={notice.ok ? form.alertSuccess : form.alertError} role="status">
          {notice.text}
        </p>
      ) : null}
      <div className={form.actions}>
        <button className={form.primary} type="submit" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * The confirmation landing: confirms the token once, on arrival (a PATCH from the page, so mail scanners that
 * only fetch the link confirm nothing), then offers the sign-in, or a new link when the token is spent.
 */
export function ConfirmLanding({ token, signInHref }: { token: string; signInHref: string }) {
  const t = useTranslations('employerAccounts');
  const [state, setState] = useState<'working' | 'done' | 'invalid' | 'error'>('working');
  const [message, setMessage] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void apiRequest<Body>('/api/v1/users/confirm', { method: 'PATCH', json: { confirmation_token: token } }).then(
      (answer) => {
        if (answer.status === 200) setState('done');
        else if (answer.status === 404 || answer.status === 400) {
          setMessage(answer.error?.message ?? '');
          setState('invalid');
        } else setState('error');
      },
    );
  }, [token]);

  if (state === 'working') return <p role="status">{t('confirm.working')}</p>;
  if (state === 'done')
    return (
      <div role="status">
        <h2>{t('confirm.done')}</h2>
        <p>{t('confirm.doneBody')}</p>
        <a className={form.primary} href={signInHref}>
          {t('confirm.signIn')}
        </a>
      </div>
    );
  if (state === 'error') return <p className={form.alertError}>{t('generic')}</p>;
  return <InvalidLink title={t('confirm.invalidTitle')} detail={message} body={t('confirm.invalidBody')} />;
}

function InvalidLink({ title, detail, body }: { title: string; detail: string; body: string }) {
  const t = useTranslations('employerAccounts');
  return (
    <div>
      <h2>{title}</h2>
      <p className={form.alertError} role="alert">
        {detail ? `${detail} ` : ''}
        {body}
      </p>
      <EmailRequestForm
        url="/api/v1/users/regenerate_confirmation_token"
        method="PATCH"
        submitLabel={t('confirm.send')}
        sentKey="confirm.sent"
      />
    </div>
  );
}

/** A new password twice, sent with a token to `url`; `onDone` is where to go afterwards. */
export function NewPasswordForm({
  mode,
  token,
  doneHref,
}: {
  mode: 'reset' | 'invitation';
  token: string;
  doneHref: string;
}) {
  const t = useTranslations('employerAccounts');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordIds = useFieldIds('new-password');
  const confirmationIds = useFieldIds('new-password-confirmation');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const answer =
      mode === 'reset'
        ? await apiRequest<Body>('/api/v1/users/password', {
            method: 'PATCH',
            json: { reset_password_token: token, password, confirmation },
          })
        : await apiRequest<Body>('/api/v1/users/confirm', {
            method: 'PATCH',
            json: { confirmation_token: token, password, confirmation },
          });
    if (answer.status === 200) {
      window.location.assign(doneHref);
      return;
    }
    setBusy(false);
    setErrors(fieldMessages(answer.error));
    setNotice(
      answer.status === 429
        ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
        : (answer.error?.message ?? t('generic')),
    );
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <Field
        ids={passwordIds}
        label={t('fields.password')}
        error={errors.password}
        hint={<StrengthMeter password={password} />}
      >
        {(p) => (
          <input
            {...p}
            className={form.input}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Field ids={confirmationIds} label={t('fields.confirmation')} error={errors.confirmation}>
        {(p) => (
          <input
            {...p}
            className={form.input}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        )}
      </Field>
      {notice ? (
        <p className={form.alertError} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={form.actions}>
        <button className={form.primary} type="submit" disabled={busy}>
          {mode === 'reset' ? t('reset.submit') : t('invitation.setPassword')}
        </button>
      </div>
    </form>
  );
}

/** An invited user who already has an account only accepts. */
export function AcceptInvitation({ token, doneHref }: { token: string; doneHref: string }) {
  const t = useTranslations('employerAccounts');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  async function accept() {
    setBusy(true);
    const answer = await apiRequest<Body>('/api/v1/users/confirm', {
      method: 'PATCH',
      json: { confirmation_token: token },
    });
    if (answer.status === 200) window.location.assign(doneHref);
    else {
      setBusy(false);
      setNotice(answer.error?.message ?? t('generic'));
    }
  }
  return (
    <div className={form.form}>
      {notice ? (
        <p className={form.alertError} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="button" className={form.primary} onClick={accept} disabled={busy}>
          {t('invitation.accept')}
        </button>
      </div>
    </div>
  );
}
