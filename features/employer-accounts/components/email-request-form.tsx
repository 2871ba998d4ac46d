'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { fieldMessages } from '@/lib/api-client/api-client';
import { catalogueResolver } from '@/lib/validation/resolver';
import { requestPasswordReset } from '../api/request-password-reset';
import { resendConfirmation } from '../api/resend-confirmation';
import { emailOnlySchema } from '../schemas';

const REQUEST = {
  confirmation: { send: resendConfirmation, sentKey: 'confirm.sent' },
  passwordReset: { send: requestPasswordReset, sentKey: 'forgot.sent' },
} as const;

/** Asks for an e-mail and sends it a new confirmation link or a password-reset link (`kind`). */
export function EmailRequestForm({ kind, submitLabel }: { kind: keyof typeof REQUEST; submitLabel: string }) {
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
    const answer = await REQUEST[kind].send(email);
    setBusy(false);
    if (answer.status === 200) setNotice({ ok: true, text: t(REQUEST[kind].sentKey, { email }) });
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
