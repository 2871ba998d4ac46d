'use client';

import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PlainCheckField } from './plain-check-field';

/** `PlainCheckField` bound to react-hook-form. */
export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  inputProps,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: ReactNode;
  /** The checkbox's id, what it describes or controls (a group it shows). */
  inputProps?: { id?: string; 'aria-controls'?: string; 'aria-describedby'?: string };
}) {
  const { field } = useController({ control, name });
  return (
    <PlainCheckField
      name={field.name}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      error={error}
      controlRef={field.ref}
      inputProps={inputProps}
    />
  );
}
