import type { createTranslator } from 'next-intl';
import type { z } from 'zod';
import type { FieldError } from './errors';

type Translate = ReturnType<typeof createTranslator<IntlMessages, 'errors.validation'>>;
type IntlMessages = typeof import('@/messages/en.json');

/** Turns zod issues into localised field messages (schemas stay locale-free). */
export function zodFieldErrors(error: z.ZodError, t: Translate, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)';
    return { field, message: messageFor(issue, t) };
  });
}

function messageFor(issue: z.core.$ZodIssue, t: Translate): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? t('required') : t('invalidType');
    case 'too_small':
      return issue.origin === 'string'
        ? t('tooShort', { min: Number(issue.minimum) })
        : t('tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('tooLong', { max: Number(issue.maximum) })
        : t('tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
      return t('invalidOption', { options: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return issue.format === 'email'
        ? t('invalidEmail')
        : issue.format === 'url'
          ? t('invalidUrl')
          : t('invalidFormat');
    case 'custom':
      // Refinements name their message by a key of errors.validation.
      return t.has(issue.message as never) ? t(issue.message as never) : t('invalid');
    case 'unrecognized_keys':
      return t('unknownKeys', { keys: issue.keys.join(', ') });
    default:
      return t('invalid');
  }
}
