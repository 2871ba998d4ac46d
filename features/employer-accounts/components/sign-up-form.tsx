'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { get, useForm, type FieldPath } from 'react-hook-form';
import { CheckField, TextField, useAnswerSubmit, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { catalogueResolver } from '@/lib/validation/resolver';
import { signUp } from '../api/sign-up';
import { signUpSchema } from '../schemas';
import { FormEnd, NewUserFields, RegulationsField } from './account-fields';
import styles from './forms.module.css';

type Input = (typeof signUpSchema)['_zod']['input'];
type TextName = 'company.name' | 'user.phone' | 'user.email';

/** The label key (`fields.*`) of each text field of its own. */
const LABEL: Record<TextName, string> = {
  'company.name': 'companyName',
  'user.phone': 'phone',
  'user.email': 'email',
};

/** Every field of the form: a refusal's field errors land on these. */
const FIELDS: readonly FieldPath<Input>[] = [
  'company.name',
  'company.accepted_regulations',
  'company.subscribe_to_newsletter',
  'user.name',
  'user.phone',
  'user.email',
  'user.password',
  'user.confirmation',
];

/**
 * The company sign-up (spec fields): the company, its owner, regulations and newsletter. The values have the
 * request's shape and are checked in the browser with the server's schema, field by field as they are left;
 * nothing is sent while one is invalid, and the server's own refusals (an e-mail already taken) land on their
 * fields.
 */
export function EmployerSignUpForm({ termsHref, privacyHref }: { termsHref: string; privacyHref: string }) {
  const t = useTranslations('employerAccounts');
  const errorText = useErrorText();
  const methods = useForm<Input, unknown, Input>({
    resolver: catalogueResolver(signUpSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      company: { name: '', accepted_regulations: false, subscribe_to_newsletter: false },
      user: { name: '', phone: '', email: '', password: '', confirmation: '' },
    },
  });
  const { control, formState } = methods;
  const [sent, setSent] = useState<string | null>(null);
  const { submit, busy, notice } = useAnswerSubmit(methods, {
    send: signUp,
    onSuccess: (data, v) => setSent(data?.email ?? v.user.email),
    fields: FIELDS,
    refusal: (answer) =>
      answer.status === 429
        ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
        : answer.status === 400
          ? t('signUp.fixErrors')
          : t('generic'),
    invalid: t('signUp.fixErrors'),
  });
  const e = (name: FieldPath<Input>) =>
    errorText((get(formState.errors, name) as { message?: string } | undefined)?.message);

  if (sent)
    return (
      <div role="status">
        <h2>{t('signUp.sentTitle')}</h2>
        <p className={form.alertSuccess}>{t('signUp.sentBody', { email: sent })}</p>
      </div>
    );

  /** A text field of the form: labelled `fields.{name}`, with its error. */
  const field = (name: TextName, input: { autoComplete: string; type?: 'email' | 'tel' }) => (
    <TextField
      control={control}
      name={name}
      id={`signup-${LABEL[name]}`}
      label={t(`fields.${LABEL[name]}` as never)}
      error={e(name)}
      required
      inputProps={input}
    />
  );
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signUp.company')}</legend>
        {field('company.name', { autoComplete: 'organization' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signUp.you')}</legend>
        <NewUserFields
          control={control}
          errors={formState.errors}
          names={{ name: 'user.name', password: 'user.password', confirmation: 'user.confirmation' }}
          idPrefix="signup"
        >
          <div className={styles.twoCols}>
            {field('user.email', { type: 'email', autoComplete: 'email' })}
            {field('user.phone', { type: 'tel', autoComplete: 'tel' })}
          </div>
        </NewUserFields>
      </fieldset>
      <RegulationsField
        control={control}
        errors={formState.errors}
        name="company.accepted_regulations"
        termsHref={termsHref}
        privacyHref={privacyHref}
      />
      <CheckField control={control} name="company.subscribe_to_newsletter" label={t('signUp.newsletter')} />
      <FormEnd notice={notice} busy={busy} label={t('signUp.submit')} />
    </form>
  );
}
