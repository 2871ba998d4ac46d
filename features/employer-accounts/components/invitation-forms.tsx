'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverRefusal, useAnswerSubmit } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { catalogueResolver } from '@/lib/validation/resolver';
import { confirmAccount } from '../api/confirm-account';
import { invitationSignUpSchema } from '../schemas';
import { FormEnd, leaveFor, NewUserFields, RegulationsField } from './account-fields';

/** An invited user who already has an account only accepts. */
export function AcceptInvitation({ token, doneHref }: { token: string; doneHref: string }) {
  const t = useTranslations('employerAccounts');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  async function accept() {
    setBusy(true);
    const answer = await confirmAccount(token);
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
 * the company sign-up (the same schema parts and field group), checked in the browser before anything is sent.
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
  const methods = useForm({
    resolver: catalogueResolver(invitationSignUpSchema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '', confirmation: '', accepted_regulations: false },
  });
  const { control, formState } = methods;
  const { submit, busy, notice } = useAnswerSubmit(methods, {
    send: (values) => confirmAccount(token, values),
    onSuccess: () => leaveFor(doneHref),
    fields: ['name', 'password', 'confirmation', 'accepted_regulations'],
    refusal: serverRefusal({ tooMany: (seconds) => t('tooMany', { seconds }), fallback: t('generic') }),
    invalid: t('signUp.fixErrors'),
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <NewUserFields
        control={control}
        errors={formState.errors}
        names={{ name: 'name', password: 'password', confirmation: 'confirmation' }}
        idPrefix="invitation"
      />
      <RegulationsField
        control={control}
        errors={formState.errors}
        name="accepted_regulations"
        termsHref={termsHref}
        privacyHref={privacyHref}
      />
      <FormEnd notice={notice} busy={busy} label={t('invitation.setPassword')} />
    </form>
  );
}
