'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField, useAnswerSubmit, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { localizedPath, paths } from '@/lib/paths';
import { catalogueResolver } from '@/lib/validation/resolver';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetPassword } from '../api/reset-password';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { newPasswordSchema, passwordResetRequestSchema } from '../schemas';

/** The notice of a refused answer: the wait of a 429, `badRequest` for a 400, else the generic one. */
function useRefusal(badRequest: string | null) {
  const t = useTranslations('account');
  return (answer: { status: number; retryAfter: number | null }) =>
    answer.status === 429
      ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
      : answer.status === 400
        ? badRequest
        : t('generic');
}

function Notice({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={form.alertError}>
      {text}
    </p>
  ) : null;
}

/** Asks for a reset link; the answer never tells whether the e-mail has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useErrorText();
  const methods = useForm({ resolver: catalogueResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const email = useWatch({ control: methods.control, name: 'email' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const refusal = useRefusal(null);
  const { submit, busy, notice } = useAnswerSubmit(methods, {
    send: (values) => requestPasswordReset(values.email, localizedPath(locale, paths.resetPassword())),
    onSuccess: (_data, values) => setSentTo(values.email),
    fields: ['email'],
    refusal: (answer) => {
      // A refused address is said on its field, in the catalogue's words when the answer has none of its own.
      if (answer.status === 400 && !methods.getFieldState('email').error)
        methods.setError('email', { type: 'server', message: 'invalidEmail' });
      return refusal(answer);
    },
  });

  if (sentTo) {
    return (
      <p role="status" className={form.alertSuccess}>
        {t('forgot.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        control={methods.control}
        name="email"
        id="forgot-email"
        label={t('fields.email')}
        error={errorText(methods.formState.errors.email?.message)}
        inputProps={{ type: 'email', autoComplete: 'email' }}
      />
      <Notice text={notice} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy || !email.trim()}>
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
  const errorText = useErrorText();
  const methods = useForm({
    resolver: catalogueResolver(newPasswordSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const [done, setDone] = useState(false);
  // The library refuses a spent or unknown token with a 400.
  const refusal = useRefusal(t('reset.invalidToken'));
  const { submit, busy, notice } = useAnswerSubmit(methods, {
    send: (values) => resetPassword(token, values.password),
    onSuccess: () => setDone(true),
    fields: ['password', 'repeat'],
    refusal,
  });

  if (done) {
    return (
      <p role="status" className={form.alertSuccess}>
        {t('reset.done')} <a href={localizedPath(locale, paths.login())}>{t('register.signIn')}</a>
      </p>
    );
  }
  const password = { type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX } as const;
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        control={methods.control}
        name="password"
        id="reset-password"
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
        error={errorText(methods.formState.errors.password?.message)}
        inputProps={password}
      />
      <TextField
        control={methods.control}
        name="repeat"
        id="reset-repeat"
        label={t('fields.repeatPassword')}
        error={errorText(methods.formState.errors.repeat?.message)}
        inputProps={password}
      />
      <Notice text={notice} />
      <button type="submit" className={form.primary} disabled={busy}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
