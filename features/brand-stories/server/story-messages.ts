import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { errorsTranslator, validationTranslator } from '@/lib/http/error-messages';
import { AppError } from '@/lib/http/errors';
import { assertStorableText } from '@/lib/http/storable-text';
import { zodFieldErrors } from '@/lib/http/zod-messages';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

const MESSAGES = { pl, en } as const;
const NAMESPACE = 'employerBrandStories';

/** A message of the `employerBrandStories` namespace by its key under it (`validation.slugTaken`). */
export function storyMessage(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: NAMESPACE });
  return t(key as never, values as never);
}

/** A 422 with one field's message of this namespace. */
export function storyFieldError(locale: Locale, field: string, key: string): AppError {
  return new AppError('UNPROCESSABLE', errorsTranslator(locale)('badRequest'), {
    fields: [{ field, message: storyMessage(locale, key) }],
  });
}

/**
 * Parses the editor's fields: zod's own issues are worded by `errors.validation` as every route's are;
 * the story rules' custom messages name keys of `employerBrandStories`.
 */
export function parseStoryInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const t = errorsTranslator(locale);
  assertStorableText(input);
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const generic = zodFieldErrors(result.error, validationTranslator(t));
  const fields = result.error.issues.map((issue, i) => {
    const own = issue.message.startsWith(`${NAMESPACE}.`);
    return own
      ? { ...generic[i]!, message: storyMessage(locale, issue.message.slice(NAMESPACE.length + 1)) }
      : generic[i]!;
  });
  throw new AppError('BAD_REQUEST', t('badRequest'), { fields });
}
