'use client';

import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { FieldError } from './field';

/** A checkbox with its label text (which may hold links or buttons) bound to react-hook-form. */
export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <>
      <label className={form.check}>
        <input
          type="checkbox"
          ref={ref}
          name={fieldName}
          checked={Boolean(value)}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );
}
