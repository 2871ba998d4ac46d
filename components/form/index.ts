/** Shared form fields: plain HTML on `components/ui/form.module.css`, bound to react-hook-form; no MUI. */
export {
  Field,
  FieldCounter,
  FieldError,
  FieldHint,
  FieldLabel,
  controlAria,
  counterState,
  useFieldIds,
} from './field';
export type { CounterState, FieldIds, FieldProps } from './field';
export { TextField, type TextFieldProps } from './text-field';
export { PlainTextField, type PlainTextFieldProps } from './plain-text-field';
export { CheckField } from './check-field';
export { PlainCheckField } from './plain-check-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { useErrorText } from './error-text';
