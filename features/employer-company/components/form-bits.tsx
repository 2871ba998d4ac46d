'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactElement, type ReactNode } from 'react';
import form from '@/components/ui/form.module.css';

export type SaveStatus = 'idle' | 'busy' | 'saved' | 'invalid' | 'failed';

/** A JSON or multipart answer of our API, read without throwing (status 0: the network failed). */
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form reads the fields it expects
  body: any;
}

export async function send(url: string, method: string, body: unknown): Promise<Answer> {
  try {
    const isForm = body instanceof FormData;
    const res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: isForm ? {} : { 'content-type': 'application/json' },
      body: isForm ? body : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

/** Field messages of an error answer, by field name (the first message of each field). */
export function fieldErrorsOf(answer: Answer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of (answer.body?.error?.fields ?? []) as { field: string; message: string }[])
    out[f.field] ??= f.message;
  return out;
}

/**
 * The state every form of this area shares: its values, the server's field errors (cleared as a field is
 * edited) and the save status; `submit` sends and sorts the answer, and moves focus to the first invalid field.
 */
export function useSaveForm<V extends object>(initial: V, formId: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key as string] ? { ...e, [key as string]: '' } : e));
    setStatus((s) => (s === 'saved' ? 'idle' : s));
  };
  async function submit(request: () => Promise<Answer>, onSaved: (body: Answer['body']) => void) {
    setStatus('busy');
    const answer = await request();
    if (answer.status === 200) {
      setErrors({});
      setStatus('saved');
      onSaved(answer.body);
      return;
    }
    const fields = fieldErrorsOf(answer);
    setErrors(fields);
    setStatus(Object.keys(fields).length ? 'invalid' : 'failed');
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => document.getElementById(`${formId}-${first}`)?.focus());
  }
  return { values, setValues, errors, status, set, submit };
}

/** A labelled field with its hint and error, wired by ids for screen readers. */
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
