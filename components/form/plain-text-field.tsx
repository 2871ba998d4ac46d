'use client';

import { useRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import form from '@/components/ui/form.module.css';
import { Field, useFieldIds, type CounterState } from './field';
import { useKeepTypedValue } from './keep-typed-value';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required' | 'children'
>;
type AreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required' | 'children'
>;

export type TextFieldShared = {
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
} & ({ multiline?: false; inputProps?: InputProps } | { multiline: true; inputProps?: AreaProps });

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export type PlainTextFieldProps = TextFieldShared & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The control element (a form library's ref, focus on errors). */
  controlRef?: (element: TextControl | null) => void;
};

/**
 * A labelled text input or textarea on the plain form styles (no MUI), controlled by its owner. It
 * keeps what was typed before the page hydrated (`useKeepTypedValue`).
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { name, value, label, id, required, hint, error, counter, onValueChange, onBlur, controlRef } = props;
  const ids = useFieldIds(id);
  const onChange = (next: string) => {
    props.onChange(next);
    onValueChange?.(next);
  };
  const element = useRef<TextControl | null>(null);
  useKeepTypedValue(element, value, onChange);
  const ref = (node: TextControl | null) => {
    element.current = node;
    controlRef?.(node);
  };
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} counter={counter}>
      {(aria) =>
        props.multiline ? (
          <textarea
            {...props.inputProps}
            {...aria}
            ref={ref}
            name={name}
            className={form.textarea}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...props.inputProps}
            {...aria}
            ref={ref}
            name={name}
            className={form.input}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  );
}
