import type { z } from 'zod';
import { issueRef, messageText, encodeRef, type Translate } from '@/lib/validation/messages';
import type { FieldError } from './errors';

/**
 * Turns zod issues into localised field messages through the validation catalogue (schemas stay
 * locale-free): each issue is worded by its key or its kind, with the plural its numbers need.
 */
export function zodFieldErrors(error: z.core.$ZodError, t: Translate, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)';
    return { field, message: messageText(encodeRef(issueRef(issue)), [t]) };
  });
}
