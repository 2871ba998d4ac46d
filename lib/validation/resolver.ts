import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { encodeRef, issueRef } from './messages';

/**
 * react-hook-form's resolver over a schema the server parses with too (zod/mini, so no eval under the CSP and
 * no full zod in the browser). Like `zodResolver`, it answers the parsed values or the first issue of each
 * field; unlike it, each message is a catalogue reference with its values (`tooShort|{"min":2}`), so the form
 * words it in the page's language with the plural the number needs (`useErrorText`).
 */
export function catalogueResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await z.safeParseAsync(schema, values, { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = Object.create(null);
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'root';
      flat[path] ??= { type: issue.code, message: encodeRef(issueRef(issue)) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
