'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import form from '@/components/ui/form.module.css';
import { registerCandidate } from '../api/register-candidate';
import { PASSWORD_MIN } from '../constants';
import { fieldMessages } from '@/lib/api-client';
import { localizedPath, paths } from '@/lib/paths';
import { isEmail } from '@/lib/email';
import { KeptCheckbox, KeptInput } from '@/components/form/kept-controls';

interface Props {
  /** What the visitor did before (spec: redirectId, applicationId, favoriteOfferId), linked after verification. */
  links: { redirectId?: number; redirectToken?: string; applicationId?: number; favoriteOfferId?: number };
  privacyHref: string;
  termsHref: string;
  showMarketing: boolean;
}

export function RegisterForm({ links, privacyHref, termsHref, showMarketing }: Props) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    privacyAccepted: false,
    marketingAgreement: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  function validate(): Record<string, string> {
    const out: Record<string, string> = {};
    if (!values.name.trim()) out.name = t('errors.nameRequired');
    if (!isEmail(values.email)) out.email = t('errors.emailInvalid');
    if (values.password.length < PASSWORD_MIN) out.password = t('errors.passwordShort', { min: PASSWORD_MIN });
    if (!values.privacyAccepted) out.privacyAccepted = t('errors.privacyRequired');
    return out;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const local = validate();
    setErrors(local);
    if (Object.values(local).some(Boolean)) return;
    setBusy(true);
    const answer = await registerCandidate({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      ...links,
    });
    setBusy(false);
    if (answer.status === 201) setSentTo(values.email.trim());
    else if (answer.status === 400) setErrors(fieldMessages(answer.error));
    else if (answer.status === 429) setFailure(t('tooMany', { seconds: answer.retryAfter ?? 60 }));
    else setFailure(t('generic'));
  }

  if (sentTo) {
    return (
      <div role="status" className={form.alertSuccess} data-testid="register-sent">
        <strong>{t('register.sentTitle')}</strong>
        <br />
        {t('register.sentBody', { email: sentTo })}
      </div>
    );
  }

  const err = (key: string) =>
    errors[key] ? (
      <p id={`register-${key}-error`} className={form.error}>
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `register-${key}-error` } : {};

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label className={form.label} htmlFor="register-name">
          {t('fields.name')}
        </label>
        <KeptInput
          id="register-name"
          className={form.input}
          autoComplete="name"
          value={values.name}
          maxLength={100}
          onValueChange={(v) => set('name', v)}
          {...described('name')}
        />
        {err('name')}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor="register-email">
          {t('fields.email')}
        </label>
        <KeptInput
          id="register-email"
          className={form.input}
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={(v) => set('email', v)}
          {...described('email')}
        />
        {err('email')}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor="register-password">
          {t('fields.newPassword')}
        </label>
        <KeptInput
          id="register-password"
          className={form.input}
          type="password"
          autoComplete="new-password"
          value={values.password}
          maxLength={128}
          onValueChange={(v) => set('password', v)}
          {...described('password')}
        />
        <p className={form.hint}>{t('fields.passwordHint', { min: PASSWORD_MIN })}</p>
        {err('password')}
      </div>
      <label className={form.check}>
        <KeptCheckbox
          checked={values.privacyAccepted}
          onCheckedChange={(checked) => set('privacyAccepted', checked)}
          {...described('privacyAccepted')}
        />
        <span>
          {t.rich('register.privacy', {
            terms: (chunks) => (
              <a href={termsHref} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href={privacyHref} target="_blank" rel="noreferrer">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {err('privacyAccepted')}
      {showMarketing ? (
        <label className={form.check}>
          <KeptCheckbox
            checked={values.marketingAgreement}
            onCheckedChange={(checked) => set('marketingAgreement', checked)}
          />
          <span>{t('register.marketing')}</span>
        </label>
      ) : null}
      {failure ? (
        <p role="alert" className={form.alertError}>
          {failure}
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
