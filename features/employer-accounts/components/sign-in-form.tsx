'use client';

import { useTranslations } from 'next-intl';
import { SignInForm } from '@/components/sign-in/sign-in-form';
import { resendConfirmation } from '../api/resend-confirmation';

/** The employer's sign-in: the shared form in the employer's words; then on to `next` (a local, localised path). */
export function EmployerSignInForm({ next }: { next: string }) {
  const t = useTranslations('employerAccounts');
  return (
    <SignInForm
      idPrefix="employer"
      emailAutoComplete="username"
      normaliseEmail={(email) => email.trim().toLowerCase()}
      doneHref={next}
      resend={resendConfirmation}
      texts={{
        email: t('fields.email'),
        password: t('fields.password'),
        submit: t('signIn.submit'),
        invalid: t('signIn.invalid'),
        notConfirmed: t('signIn.notConfirmed'),
        resend: t('signIn.resend'),
        resent: t('signIn.resent'),
        tooMany: (seconds) => t('tooMany', { seconds }),
        generic: t('generic'),
      }}
    />
  );
}
