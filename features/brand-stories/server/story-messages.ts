import 'server-only';
import { createTranslator } from 'next-intl';
import { errorsTranslator } from '@/lib/http/error-messages';
import { AppError } from '@/lib/http/errors';
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
