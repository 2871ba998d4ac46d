import 'server-only';
import * as z from 'zod/mini';
import { errorsTranslator, validationTranslator } from '@/lib/http/error-messages';
import { AppError } from '@/lib/http/errors';
import { assertStorableText } from '@/lib/http/storable-text';
import { zodFieldErrors } from '@/lib/http/zod-messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Parses input with one of the company schemas (the ones the panel's forms validate with in the browser), or
 * throws the one error shape: every issue, zod's own and the company rules', is worded by the validation
 * catalogue (`errors.validation`) with the values it carries.
 */
export function parseCompanyInput<S extends z.core.$ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const t = errorsTranslator(locale);
  assertStorableText(input);
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError('BAD_REQUEST', t('badRequest'), {
    fields: zodFieldErrors(result.error, validationTranslator(t)),
  });
}
