'use client';

import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PlainTextField, type TextFieldShared } from './plain-text-field';

export type TextFieldProps<T extends FieldValues> = TextFieldShared & { control: Control<T>; name: FieldPath<T> };

/** `PlainTextField` bound to react-hook-form. */
export function TextField<T extends FieldValues>({ control, name, ...rest }: TextFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <PlainTextField
      {...(rest as TextFieldShared)}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      controlRef={field.ref}
    />
  );
}
