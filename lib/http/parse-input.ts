import 'server-only';
import * as z from 'zod/mini';
import { errorsTranslator, validationTranslator } from './error-messages';
import { AppError } from './errors';
import { assertStorableText } from './storable-text';
import { zodFieldErrors } from './zod-messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Parses input a handler reads itself (a multipart form's fields) with the schema its form validates with in
 * the browser, or throws the one error shape: every issue, zod's own and a rule's own key, is worded by the
 * validation catalogue (`errors.validation`) with the values it carries — as `withRoute` words a JSON body.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const t = errorsTranslator(locale);
  assertStorableText(input);
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError('BAD_REQUEST', t('badRequest'), {
    fields: zodFieldErrors(result.error, validationTranslator(t)),
  });
}
