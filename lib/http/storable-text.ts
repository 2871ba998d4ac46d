import { AppError, type FieldError } from './errors';

/**
 * Text no column can store, found in any part of the input a client sends (params, query, JSON body, server
 * action arguments, form fields): a NUL character (PostgreSQL refuses it in text) or an unpaired UTF-16
 * surrogate (not Unicode; PostgreSQL refuses it as invalid UTF-8, and JSON with it cannot be read back
 * everywhere). Refused before any schema with 400 and a field message per string, so no route or action
 * answers them with a database error.
 */
export function unstorableTextFields(input: unknown, path = '', found: FieldError[] = [], depth = 0): FieldError[] {
  if (typeof input === 'string') {
    const problem = textProblem(input);
    if (problem) found.push({ field: path || '(root)', message: problem });
  } else if (input !== null && typeof input === 'object' && depth < 32 && found.length < 20) {
    for (const [key, value] of Object.entries(input)) {
      const at = path ? `${path}.${key}` : key;
      const problem = textProblem(key);
      if (problem) found.push({ field: at, message: problem });
      unstorableTextFields(value, at, found, depth + 1);
    }
  }
  return found;
}

const textProblem = (text: string) =>
  text.includes('\u0000') ? 'nulCharacter' : text.isWellFormed() ? null : 'loneSurrogate';

/** Throws the 400 of `unstorableTextFields` (messages are keys of errors.validation). */
export function assertStorableText(input: unknown): void {
  const fields = unstorableTextFields(input);
  if (fields.length) throw new AppError('BAD_REQUEST', 'badRequest', { fields });
}
