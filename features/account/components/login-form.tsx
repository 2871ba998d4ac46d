'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SignInForm } from '@/components/sign-in/sign-in-form';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_VERIFIED_QUERY } from '@/lib/auth/account-verified';
import { localizedPath, paths } from '@/lib/paths';
import { safeNextPath } from '@/lib/safe-next-path';

interface Props {
  /** Where to go after signing in (a local path). */
  next: string;
}

/** The candidate's sign-in: the shared form in the candidate's words, with the "forgot password" link. */
export function LoginForm({ next }: Props) {
  const t = useTranslations('account');
  const locale = useLocale();
  const resend = (email: string) =>
    apiRequest('/api/auth/send-verification-email', {
      method: 'POST',
      json: { email, callbackURL: localizedPath(locale, paths.homeWith(ACCOUNT_VERIFIED_QUERY)) },
    });
  return (
    <SignInForm
      idPrefix="login"
      isSubmitGated
      doneHref={safeNextPath(next, localizedPath(locale, paths.home()))}
      resend={resend}
      texts={{
        email: t('fields.email'),
        password: t('fields.password'),
        submit: t('login.submit'),
        invalid: t('login.invalid'),
        notConfirmed: t('login.notVerified'),
        resend: t('login.resend'),
        resent: t('login.resent'),
        tooMany: (seconds) => t('tooMany', { seconds }),
        generic: t('generic'),
      }}
      footer={<a href={localizedPath(locale, paths.forgotPassword())}>{t('login.forgot')}</a>}
    />
  );
}
