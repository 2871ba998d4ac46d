'use client';

import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { Field, useFieldIds, type CounterState } from './field';

type Shared<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Pins the control's id; a generated one otherwise. */
  id?: string;
  required?: boolean;
  hint?: ReactNode;
  /** The already localised error text (the caller maps its schema's keys to messages). */
  error?: ReactNode;
  counter?: { state: CounterState; text: ReactNode; testId?: string };
  /** Called after each change, e.g. to validate a moment after typing stops. */
  onValueChange?: (value: string) => void;
};

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required' | 'children'
>;
type AreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required' | 'children'
>;

export type TextFieldProps<T extends FieldValues> = Shared<T> &
  ({ multiline?: false; inputProps?: InputProps } | { multiline: true; inputProps?: AreaProps });

/** A labelled text input or textarea bound to react-hook-form, on the plain form styles (no MUI). */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { control, name, label, id, required, hint, error, counter, onValueChange } = props;
  const ids = useFieldIds(id);
  const { field } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  const onChange = (next: string) => {
    field.onChange(next);
    onValueChange?.(next);
  };
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} counter={counter}>
      {(aria) =>
        props.multiline ? (
          <textarea
            {...props.inputProps}
            {...aria}
            ref={field.ref}
            name={field.name}
            className={form.textarea}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={field.onBlur}
          />
        ) : (
          <input
            {...props.inputProps}
            {...aria}
            ref={field.ref}
            name={field.name}
            className={form.input}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={field.onBlur}
          />
        )
      }
    </Field>
  );
}
