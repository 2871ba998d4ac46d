'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CheckField, TextField, useAnswerSubmit, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { localizedPath, paths } from '@/lib/paths';
import { catalogueResolver } from '@/lib/validation/resolver';
import { registerCandidate } from '../api/register-candidate';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { registerSchema, type RegisterInput } from '../schemas';

type Input = (typeof registerSchema)['_zod']['input'];

interface Props {
  /** What the visitor did before (spec: redirectId, applicationId, favoriteOfferId), linked after verification. */
  links: { redirectId?: number; redirectToken?: string; applicationId?: number; favoriteOfferId?: number };
  privacyHref: string;
  termsHref: string;
  showMarketing: boolean;
}

/**
 * The candidate's registration, checked in the browser with the schema the register route parses; the
 * server's own refusals land on their fields. Done, it says where the confirmation link went.
 */
export function RegisterForm({ links, privacyHref, termsHref, showMarketing }: Props) {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useErrorText();
  const methods = useForm<Input, unknown, RegisterInput>({
    resolver: catalogueResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '', privacyAccepted: false, marketingAgreement: false },
  });
  const { control, formState } = methods;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, busy, notice } = useAnswerSubmit(methods, {
    send: (values) => registerCandidate({ ...values, ...links }),
    onSuccess: (_data, values) => setSentTo(values.email),
    fields: ['name', 'email', 'password', 'privacyAccepted', 'marketingAgreement'],
    refusal: (answer) =>
      answer.status === 429
        ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
        : answer.status === 400
          ? null
          : t('generic'),
  });

  if (sentTo) {
    return (
      <div role="status" className={form.alertSuccess} data-testid="register-sent">
        <strong>{t('register.sentTitle')}</strong>
        <br />
        {t('register.sentBody', { email: sentTo })}
      </div>
    );
  }

  /** A text field labelled `fields.{label}`, with its error. */
  const text = (
    name: 'name' | 'email' | 'password',
    label: 'name' | 'email' | 'newPassword',
    inputProps: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <TextField
      control={control}
      name={name}
      id={`register-${name}`}
      label={t(`fields.${label}`)}
      hint={hint}
      error={errorText(formState.errors[name]?.message)}
      inputProps={inputProps}
    />
  );
  const link = (href: string, chunks: ReactNode) => (
    <a href={href} target="_blank" rel="noreferrer">
      {chunks}
    </a>
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {text('name', 'name', { autoComplete: 'name', maxLength: NAME_MAX })}
      {text('email', 'email', { type: 'email', autoComplete: 'email' })}
      {text(
        'password',
        'newPassword',
        { type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX },
        t('fields.passwordHint', { min: PASSWORD_MIN }),
      )}
      {/* The rule is the schema's (mustAccept); here it is worded for what the box accepts. */}
      <CheckField
        control={control}
        name="privacyAccepted"
        label={t.rich('register.privacy', {
          terms: (chunks) => link(termsHref, chunks),
          privacy: (chunks) => link(privacyHref, chunks),
        })}
        error={formState.errors.privacyAccepted ? t('register.privacyRequired') : undefined}
      />
      {showMarketing ? (
        <CheckField control={control} name="marketingAgreement" label={t('register.marketing')} />
      ) : null}
      {notice ? (
        <p role="alert" className={form.alertError}>
          {notice}
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {t('register.submit')}
        </button>
        <span>
          {t('register.haveAccount')} <a href={localizedPath(locale, paths.login())}>{t('register.signIn')}</a>
        </span>
      </div>
    </form>
  );
}
