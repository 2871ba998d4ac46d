'use client';

import { useId, type ReactNode } from 'react';
import form from '@/components/ui/form.module.css';
import { FieldError } from './field';
import { KeptCheckbox } from './kept-controls';

export interface PlainCheckFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  label: ReactNode;
  error?: ReactNode;
  controlRef?: (element: HTMLInputElement | null) => void;
  /** The checkbox's id, what it describes or controls (a group it shows). */
  inputProps?: { id?: string; 'aria-controls'?: string; 'aria-describedby'?: string };
}

/** A checkbox with its label text (which may hold links or buttons), controlled by its owner. */
export function PlainCheckField({
  name,
  checked,
  onChange,
  onBlur,
  label,
  error,
  controlRef,
  inputProps,
}: PlainCheckFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <label className={form.check}>
        <KeptCheckbox
          ref={controlRef}
          name={name}
          checked={checked}
          onCheckedChange={onChange}
          onBlur={onBlur}
          {...inputProps}
          {...(error
            ? {
                'aria-invalid': true,
                'aria-describedby': [inputProps?.['aria-describedby'], errorId].filter(Boolean).join(' '),
              }
            : {})}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );
}
