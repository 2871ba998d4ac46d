'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { messageText, type Translate } from '@/lib/validation/messages';
import type { OfferFormValues } from '../schema';
import styles from './offer-form.module.css';
import { keepTypedOnRegister } from '@/components/form/keep-typed-value';

type Name = Parameters<ReturnType<typeof useFormContext<OfferFormValues>>['register']>[0];

/**
 * The message of a field: a reference to the validation catalogue (`errors.validation`) or to the offer's
 * own rules (`offerForm.errors`), with the values its wording needs, or a server text as is. Read live and
 * re-rendering only when it changes; unlike `useFormState`, it clones nothing when a field mounts or
 * unmounts, or when its step is hidden and shown again, so showing a step re-renders none of it.
 */
export function useFieldError(name: string): string | null {
  const catalogue = useTranslations('errors.validation') as unknown as Translate;
  const own = useTranslations('offerForm.errors') as unknown as Translate;
  const { subscribe, getFieldState } = useFormContext<OfferFormValues>();
  const listen = useCallback(
    (notify: () => void) => subscribe({ name: name as Name, formState: { errors: true }, callback: notify }),
    [subscribe, name],
  );
  const read = () => getFieldState(name as Name).error?.message;
  const message = useSyncExternalStore(listen, read, read);
  if (!message) return null;
  return messageText(message, [catalogue, own]);
}

export function ErrorText({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className={form.error} role="alert">
      {message}
    </p>
  ) : null;
}

/** A labelled text input registered on the form, with its hint and error wired for assistive tech. */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  required,
  placeholder,
  inputMode,
  autoComplete,
  multiline,
  testId,
}: {
  name: Name;
  label: string;
  hint?: string;
  type?: string;
  required?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  autoComplete?: string;
  multiline?: boolean;
  testId?: string;
}) {
  const { register, setValue } = useFormContext<OfferFormValues>();
  const id = useId();
  const error = useFieldError(name);
  // What was typed before the form hydrated stays (register's ref writes the draft's value).
  const registration = keepTypedOnRegister(register(name), (typed) =>
    setValue(name, typed as never, { shouldDirty: true }),
  );
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    'data-testid': testId ?? `field-${name}`,
    placeholder,
  } as const;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea className={form.textarea} {...common} {...registration} />
      ) : (
        <input
          className={form.input}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          {...common}
          {...registration}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  required,
  emptyLabel = '',
  onChangeExtra,
  testId,
}: {
  name: Name;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  /** The label of the empty choice; null when one of the options already stands for "none yet". */
  emptyLabel?: string | null;
  onChangeExtra?: (value: string) => void;
  testId?: string;
}) {
  const { register } = useFormContext<OfferFormValues>();
  const id = useId();
  const error = useFieldError(name);
  const field = register(name, { onChange: (e: { target: { value: string } }) => onChangeExtra?.(e.target.value) });
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        className={form.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId ?? `field-${name}`}
        {...field}
      >
        {emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** Radio buttons as chips (a closed list of a few options). */
export function ChoiceField({
  name,
  legend,
  options,
  required,
}: {
  name: Name;
  legend: string;
  options: { value: string; label: string }[];
  required?: boolean;
}) {
  const { register } = useFormContext<OfferFormValues>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <fieldset
      className={styles.choices}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`field-${name}`}
    >
      <legend className={form.label}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className={styles.chips}>
        {options.map((o) => (
          <label key={o.value} className={styles.chip}>
            <input type="radio" value={o.value} {...register(name)} />
            {o.label}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export function CheckField({ name, label, hint }: { name: Name; label: ReactNode; hint?: string }) {
  const { register } = useFormContext<OfferFormValues>();
  return (
    <div className={form.field}>
      <label className={form.check}>
        <input type="checkbox" {...register(name)} data-testid={`field-${name}`} />
        <span>{label}</span>
      </label>
      {hint ? <p className={form.hint}>{hint}</p> : null}
    </div>
  );
}

/** A titled group of fields inside a step. */
export function Section({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      {children}
    </section>
  );
}
