'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { fieldMessages, type ApiAnswer } from '@/lib/api-client/api-client';
import { catalogueResolver } from '@/lib/validation/resolver';

export type SaveStatus = 'idle' | 'busy' | 'saved' | 'invalid' | 'failed';

/**
 * A form of this area on react-hook-form with the schema the server parses the same call with: fields are
 * checked as they are left and then as they change, nothing is sent while one is invalid, and the server's
 * field errors (a rule only it knows, or a race) land on their fields. `errorOf` words a field's message in
 * the page's language. `save` sends the valid, parsed values and sorts the answer.
 */
export function useSchemaForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: catalogueResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const [status, setStatus] = useState<SaveStatus>('idle');
  const text = useErrorText();
  const { errors } = methods.formState;
  const errorOf = (name: string) => text((get(errors, name) as { message?: string } | undefined)?.message);

  // A change after a save makes the "saved" note stale.
  const { subscribe } = methods;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => setStatus((s) => (s === 'saved' || s === 'invalid' ? 'idle' : s)),
      }),
    [subscribe],
  );

  /** The submit handler: `request` sends the parsed values (a fetcher of ../api); a 200 answer goes to `onSaved`. */
  const save = <T,>(request: (values: z.output<S>) => Promise<ApiAnswer<T>>, onSaved: (body: T) => void) =>
    methods.handleSubmit(
      async (values) => {
        setStatus('busy');
        const answer = await request(values);
        if (answer.ok && answer.status === 200) {
          // The saved values may come back normalised (a compact NIP): shown first, then the note.
          onSaved(answer.data);
          setStatus('saved');
          return;
        }
        const fields = fieldMessages(answer.error);
        for (const [field, message] of Object.entries(fields))
          methods.setError(field as Path<z.input<S>>, { type: 'server', message });
        setStatus(Object.keys(fields).length ? 'invalid' : 'failed');
        const first = Object.keys(fields)[0];
        if (first) methods.setFocus(first as Path<z.input<S>>);
      },
      () => setStatus('invalid'),
    );
  return { ...methods, status, errorOf, save };
}

/** A labelled field with its hint and error, wired by ids for screen readers (the brand-story editor's). */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: (aria: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    'aria-required'?: true;
  }) => ReactElement;
}) {
  const t = useTranslations('employerCompany.common');
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
        {required ? <span className="visually-hidden"> ({t('required')})</span> : null}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The save button and what became of the last save (announced politely, errors assertively). */
export function SaveBar({ status, disabled }: { status: SaveStatus; disabled?: boolean }) {
  const t = useTranslations('employerCompany.common');
  return (
    <div className={form.actions}>
      <button type="submit" className={form.primary} disabled={disabled || status === 'busy'}>
        {status === 'busy' ? t('saving') : t('save')}
      </button>
      <span role="status" aria-live="polite">
        {status === 'saved' ? t('saved') : ''}
      </span>
      {status === 'invalid' || status === 'failed' ? (
        <span role="alert" className={form.error}>
          {status === 'invalid' ? t('fixErrors') : t('failed')}
        </span>
      ) : null}
    </div>
  );
}
