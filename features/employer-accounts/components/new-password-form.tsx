'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { serverRefusal, useAnswerSubmit } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { confirmAccount } from '../api/confirm-account';
import { resetPassword } from '../api/reset-password';
import { newPasswordSchema } from '../schemas';
import { FormEnd, leaveFor, PasswordFields } from './account-fields';
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
  const methods = useForm({
    resolver: catalogueResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmation: '' },
  });
  const { submit, busy, notice } = useAnswerSubmit(methods, {
    send: (values) => (mode === 'reset' ? resetPassword(token, values) : confirmAccount(token, values)),
    onSuccess: () => leaveFor(doneHref),
    fields: ['password', 'confirmation'],
    refusal: serverRefusal({ tooMany: (seconds) => t('tooMany', { seconds }), fallback: t('generic') }),
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <PasswordFields
        control={methods.control}
        errors={methods.formState.errors}
        names={{ password: 'password', confirmation: 'confirmation' }}
        idPrefix="new"
      />
      <FormEnd notice={notice} busy={busy} label={mode === 'reset' ? t('reset.submit') : t('invitation.setPassword')} />
    </form>
  );
}
