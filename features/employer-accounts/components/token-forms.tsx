'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckField, TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { apiRequest, fieldMessages } from '@/lib/api-client/api-client';
import { catalogueResolver } from '@/lib/validation/resolver';
import { emailOnlySchema, invitationSignUpSchema, newPasswordSchema } from '../schemas';
import { StrengthMeter } from './strength-meter';

/** Answers these forms read: only their success fields (errors come typed in `answer.error`). */
type Body = Record<string, string | undefined> | null;

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
  const errorText = useErrorText();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: catalogueResolver(emailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async ({ email }) => {
    setBusy(true);
    setNotice(null);
    const answer = await apiRequest<Body>(url, { method, json: { email } });
    setBusy(false);
    if (answer.status === 200) setNotice({ ok: true, text: t(sentKey, { email }) });
    else if (answer.status === 429) setNotice({ ok: false, text: t('tooMany', { seconds: answer.retryAfter ?? 60 }) });
    else {
      const message = fieldMessages(answer.error).email;
      if (message) setError('email', { type: 'server', message });
      setNotice(message ? null : { ok: false, text: t('generic') });
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        control={control}
        name="email"
        id="request-email"
        label={t('fields.email')}
        error={errorText(formState.errors.email?.message)}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
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
  const errorText = useErrorText();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: catalogueResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setNotice(null);
    const answer =
      mode === 'reset'
        ? await apiRequest<Body>('/api/v1/users/password', {
            method: 'PATCH',
            json: { reset_password_token: token, ...values },
          })
        : await apiRequest<Body>('/api/v1/users/confirm', {
            method: 'PATCH',
            json: { confirmation_token: token, ...values },
          });
    if (answer.status === 200) {
      window.location.assign(doneHref);
      return;
    }
    setBusy(false);
    for (const [field, message] of Object.entries(fieldMessages(answer.error)))
      if (field === 'password' || field === 'confirmation') setError(field, { type: 'server', message });
    setNotice(
      answer.status === 429
        ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
        : (answer.error?.message ?? t('generic')),
    );
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        control={control}
        name="password"
        id="new-password"
        label={t('fields.password')}
        error={errorText(formState.errors.password?.message)}
        hint={<StrengthMeter password={password} />}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <TextField
        control={control}
        name="confirmation"
        id="new-password-confirmation"
        label={t('fields.confirmation')}
        error={errorText(formState.errors.confirmation?.message)}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
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

/**
 * A new user accepting an invitation: the name, the password twice and the regulations, the fields and rules of
 * the company sign-up (the same schema parts and field kit), checked in the browser before anything is sent.
 */
export function InvitationSignUpForm({
  token,
  doneHref,
  termsHref,
  privacyHref,
}: {
  token: string;
  doneHref: string;
  termsHref: string;
  privacyHref: string;
}) {
  const t = useTranslations('employerAccounts');
  const errorText = useErrorText();
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: catalogueResolver(invitationSignUpSchema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '', confirmation: '', accepted_regulations: false },
  });
  const password = useWatch({ control, name: 'password' });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(
    async (values) => {
      setBusy(true);
      setNotice(null);
      const answer = await apiRequest<Body>('/api/v1/users/confirm', {
        method: 'PATCH',
        json: { confirmation_token: token, ...values },
      });
      if (answer.status === 200) {
        window.location.assign(doneHref);
        return;
      }
      setBusy(false);
      const fields = Object.entries(fieldMessages(answer.error)).filter(
        (entry): entry is [keyof typeof values, string] => entry[0] in values,
      );
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (fields[0]) setFocus(fields[0][0]);
      setNotice(
        answer.status === 429
          ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
          : (answer.error?.message ?? t('generic')),
      );
    },
    () => setNotice(t('signUp.fixErrors')),
  );

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        control={control}
        name="name"
        id="invitation-name"
        label={t('fields.name')}
        error={errorText(formState.errors.name?.message)}
        required
        inputProps={{ autoComplete: 'name' }}
      />
      <TextField
        control={control}
        name="password"
        id="invitation-password"
        label={t('fields.password')}
        error={errorText(formState.errors.password?.message)}
        hint={<StrengthMeter password={password} />}
        required
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <TextField
        control={control}
        name="confirmation"
        id="invitation-confirmation"
        label={t('fields.confirmation')}
        error={errorText(formState.errors.confirmation?.message)}
        required
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <div className={form.field}>
        <CheckField
          control={control}
          name="accepted_regulations"
          error={errorText(formState.errors.accepted_regulations?.message)}
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
      {notice ? (
        <p className={form.alertError} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={form.actions}>
        <button className={form.primary} type="submit" disabled={busy}>
          {t('invitation.setPassword')}
        </button>
      </div>
    </form>
  );
}
