'use client';

import { useId, type ReactNode } from 'react';
import form from '@/components/ui/form.module.css';

/** The ids a control needs to point at its label, hint, counter and error (for `aria-describedby`). */
export interface FieldIds {
  control: string;
  hint: string;
  counter: string;
  error: string;
}

/** Stable ids for one field; pass `id` to pin the control's id (tests, anchors). */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { control: base, hint: `${base}-hint`, counter: `${base}-counter`, error: `${base}-error` };
}

/** What a control spreads to be announced with its hint, counter and error. */
function controlAria(
  ids: FieldIds,
  parts: { hint?: boolean; counter?: boolean; error?: boolean; required?: boolean },
): { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; 'aria-required'?: true } {
  const described = [
    parts.hint ? ids.hint : null,
    parts.counter ? ids.counter : null,
    parts.error ? ids.error : null,
  ].filter(Boolean);
  return {
    id: ids.control,
    ...(described.length ? { 'aria-describedby': described.join(' ') } : {}),
    ...(parts.error ? { 'aria-invalid': true as const } : {}),
    ...(parts.required ? { 'aria-required': true as const } : {}),
  };
}

function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label className={form.label} htmlFor={htmlFor}>
      {children}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={form.hint}>
      {children}
    </p>
  );
}

/** The field's error; `role="alert"` so a message that appears while typing is read out once. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={form.error} role="alert">
      {children}
    </p>
  );
}

export interface CounterState {
  count: number;
  max: number;
  left: number;
  /** Within `warnWithin` characters of the limit (or past it). */
  isNear: boolean;
}

export function counterState(count: number, max: number, warnWithin: number): CounterState {
  const left = max - count;
  return { count, max, left, isNear: left <= warnWithin };
}

/**
 * A character counter. It is announced politely only once the limit is near, so screen readers
 * do not read every keystroke.
 */
function FieldCounter({
  id,
  state,
  testId,
  children,
}: {
  id: string;
  state: CounterState;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      className={state.isNear ? form.counterWarning : form.counter}
      data-testid={testId}
      aria-live={state.isNear ? 'polite' : 'off'}
    >
      {children}
    </p>
  );
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  counter?: { state: CounterState; text: ReactNode; testId?: string };
  /** The control, given its aria attributes (id, describedby, invalid, required). */
  children: (aria: ReturnType<typeof controlAria>) => ReactNode;
}

/** Label, control, hint, error and counter in the order the design card lays them out. */
export function Field({ ids, label, required, hint, error, counter, children }: FieldProps) {
  const aria = controlAria(ids, {
    hint: Boolean(hint),
    counter: Boolean(counter),
    error: Boolean(error),
    required,
  });
  return (
    <div className={form.field}>
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      {children(aria)}
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {error || counter ? (
        <div className={form.below}>
          <FieldError id={ids.error}>{error}</FieldError>
          {counter ? (
            <FieldCounter id={ids.counter} state={counter.state} testId={counter.testId}>
              {counter.text}
            </FieldCounter>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
