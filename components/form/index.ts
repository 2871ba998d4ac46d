/** Shared form fields: plain HTML on `components/ui/form.module.css`, bound to react-hook-form; no MUI. */
export { Field, FieldError, counterState, useFieldIds } from './field';
export type { CounterState, FieldIds, FieldProps } from './field';
export { TextField, type TextFieldProps } from './text-field';
export { CheckField } from './check-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { useErrorText } from './error-text';
export { serverRefusal, useAnswerSubmit, type AnswerSubmitOptions } from './use-answer-submit';
