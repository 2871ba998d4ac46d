'use client';

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { Field, useFieldIds } from './field';

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** Pins the control's id; a generated one otherwise. */
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  /** The already localised error text. */
  error?: ReactNode;
  selectProps?: Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required' | 'children'
  >;
}

/** A labelled select bound to react-hook-form, on the plain form styles (no MUI). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  id,
  required,
  hint,
  error,
  selectProps,
}: SelectFieldProps<T>) {
  const ids = useFieldIds(id);
  const { field } = useController({ control, name });
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error}>
      {(aria) => (
        <select
          {...selectProps}
          {...aria}
          ref={field.ref}
          name={field.name}
          className={form.select}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
