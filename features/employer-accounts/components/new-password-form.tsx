'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { confirmAccount } from '../api/confirm-account';
import { resetPassword } from '../api/reset-password';
import { newPasswordSchema } from '../schemas';
import { FormEnd, PasswordFields } from './account-fields';
import { applyAnswerErrors } from './answer-errors';
import { catalogueResolver } from '@/lib/validation/resolver';

/**
 * A new password twice, sent with the token of a reset link (`reset`) or of an invitation for an account that
 * has no password yet (`invitation`); then on to `doneHref`.
 */
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
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: catalogueResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setNotice(null);
    const answer = mode === 'reset' ? await resetPassword(token, values) : await confirmAccount(token, values);
    if (answer.status === 200) {
      window.location.assign(doneHref);
      return;
    }
    setBusy(false);
    setNotice(
      applyAnswerErrors(
        answer,
        ['password', 'confirmation'],
        { setError },
        { tooMany: (seconds) => t('tooMany', { seconds }), fallback: t('generic') },
      ),
    );
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <PasswordFields
        control={control}
        errors={formState.errors}
        names={{ password: 'password', confirmation: 'confirmation' }}
        idPrefix="new"
      />
      <FormEnd notice={notice} busy={busy} label={mode === 'reset' ? t('reset.submit') : t('invitation.setPassword')} />
    </form>
  );
}
