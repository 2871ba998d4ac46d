import 'server-only';
import type { z } from 'zod';
import { errorsTranslator, validationTranslator } from '@/lib/http/error-messages';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { zodFieldErrors } from '@/lib/http/zod-messages';

/** Parses multipart text fields with a shared schema; a failure is a 400 with localised field messages. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const t = validationTranslator(errorsTranslator(locale));
  throw new AppError('BAD_REQUEST', 'badRequest', { fields: zodFieldErrors(result.error, t) });
}
