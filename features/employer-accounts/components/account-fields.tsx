'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { get, useWatch, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { CheckField, TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { StrengthMeter } from './strength-meter';

/**
 * The fields the employer's account forms share (the sign-up, the invited user's sign-up, the new password):
 * the new user's name and password, the password with its strength and its confirmation, and the regulations
 * with their links. Each form passes its own field names (the sign-up nests them under `user.` and `company.`).
 */
const messageOf = (errors: FieldErrors, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

export function PasswordFields<T extends FieldValues>({
  control,
  errors,
  names,
  idPrefix,
  required,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
  names: { password: Path<T>; confirmation: Path<T> };
  idPrefix: string;
  required?: boolean;
}) {
  const t = useTranslations('employerAccounts');
  const errorText = useErrorText();
  const password = useWatch({ control, name: names.password }) as string | undefined;
  return (
    <>
      <TextField
        control={control}
        name={names.password}
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        error={errorText(messageOf(errors, names.password))}
        hint={<StrengthMeter password={password ?? ''} />}
        required={required}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
      <TextField
        control={control}
        name={names.confirmation}
        id={`${idPrefix}-confirmation`}
        label={t('fields.confirmation')}
        error={errorText(messageOf(errors, names.confirmation))}
        required={required}
        inputProps={{ type: 'password', autoComplete: 'new-password' }}
      />
    </>
  );
}

/**
 * A new user as the sign-up and the invited user's sign-up ask for them: the name, what the form adds between
 * (the sign-up's e-mail and phone), then the password twice.
 */
export function NewUserFields<T extends FieldValues>({
  control,
  errors,
  names,
  idPrefix,
  children,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
  names: { name: Path<T>; password: Path<T>; confirmation: Path<T> };
  idPrefix: string;
  children?: ReactNode;
}) {
  const t = useTranslations('employerAccounts');
  const errorText = useErrorText();
  return (
    <>
      <TextField
        control={control}
        name={names.name}
        id={`${idPrefix}-name`}
        label={t('fields.name')}
        error={errorText(messageOf(errors, names.name))}
        required
        inputProps={{ autoComplete: 'name' }}
      />
      {children}
      <PasswordFields
        control={control}
        errors={errors}
        names={{ password: names.password, confirmation: names.confirmation }}
        idPrefix={idPrefix}
        required
      />
    </>
  );
}

export function RegulationsField<T extends FieldValues>({
  control,
  errors,
  name,
  termsHref,
  privacyHref,
}: {
  control: Control<T>;
  errors: FieldErrors<T>;
  name: Path<T>;
  termsHref: string;
  privacyHref: string;
}) {
  const t = useTranslations('employerAccounts');
  const errorText = useErrorText();
  return (
    <div className={form.field}>
      <CheckField
        control={control}
        name={name}
        error={errorText(messageOf(errors, name))}
        label={t.rich('signUp.regulations', {
          terms: (chunks) => (
            <a href={termsHref} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
          privacy: (chunks) => (
            <a href={privacyHref} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })}
      />
    </div>
  );
}

/** The end of an account form: the answer's error, when there is one, and the submit button (off while sending). */
export function FormEnd({ notice, busy, label }: { notice: string | null; busy: boolean; label: string }) {
  return (
    <>
      {notice ? (
        <p className={form.alertError} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={form.actions}>
        <button className={form.primary} type="submit" disabled={busy}>
          {label}
        </button>
      </div>
    </>
  );
}

/** A success that leaves for `href`: the form stays busy until the next page is there. */
export function leaveFor(href: string): 'leave' {
  window.location.assign(href);
  return 'leave';
}
