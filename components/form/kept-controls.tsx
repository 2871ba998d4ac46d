'use client';

import { useRef, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { useKeepChecked, useKeepTypedValue, type ValueControl } from './keep-typed-value';

/** A callback ref (the kind react-hook-form hands out). */
type CallbackRef<T> = (node: T | null) => void;

/** Points a local ref and the caller's callback ref at the same element. */
function useBothRefs<T extends ValueControl>(outer: CallbackRef<T> | undefined) {
  const inner = useRef<T | null>(null);
  const ref = (node: T | null) => {
    inner.current = node;
    outer?.(node);
  };
  return { inner, ref };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
  ref?: CallbackRef<HTMLInputElement>;
};

/**
 * A controlled text input that keeps what was typed into it before the page hydrated
 * (see `useKeepTypedValue`). Use it for every controlled `<input>` a server-rendered page shows.
 */
export function KeptInput({ value, onValueChange, ref: outer, ...rest }: InputProps) {
  const { inner, ref } = useBothRefs(outer);
  useKeepTypedValue(inner, value, onValueChange);
  return <input {...rest} ref={ref} value={value} onChange={(event) => onValueChange(event.target.value)} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'defaultValue' | 'multiple'> & {
  value: string;
  onValueChange: (value: string) => void;
  ref?: CallbackRef<HTMLSelectElement>;
};

/** A controlled single select that keeps a choice made before the page hydrated. */
export function KeptSelect({ value, onValueChange, ref: outer, children, ...rest }: SelectProps) {
  const { inner, ref } = useBothRefs(outer);
  useKeepTypedValue(inner, value, onValueChange);
  return (
    <select {...rest} ref={ref} value={value} onChange={(event) => onValueChange(event.target.value)}>
      {children}
    </select>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'defaultChecked'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  ref?: CallbackRef<HTMLInputElement>;
};

/** A controlled checkbox that keeps a tick given (or taken) before the page hydrated. */
export function KeptCheckbox({ checked, onCheckedChange, ref: outer, ...rest }: CheckboxProps) {
  const { inner, ref } = useBothRefs(outer);
  useKeepChecked(inner, checked, onCheckedChange);
  return (
    <input
      {...rest}
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}
