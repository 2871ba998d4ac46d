import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { errorsTranslator, validationTranslator } from '@/lib/http/error-messages';
import { AppError } from '@/lib/http/errors';
import { fieldsWithNul } from '@/lib/http/with-route';
import { zodFieldErrors } from '@/lib/http/zod-messages';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { ISSUE_NAMESPACE } from '../validation';

const MESSAGES = { pl, en } as const;

/**
 * Parses input with one of the company schemas, or throws the one error shape: zod's own issues are
 * worded by `errors.validation` as every route's are; the company rules' custom issues name keys of
 * `employerCompany.validation` (with their values in the issue's params).
 */
export function parseCompanyInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const t = errorsTranslator(locale);
  const nul = fieldsWithNul(input);
  if (nul.length) {
    throw new AppError('BAD_REQUEST', 'badRequest', {
      fields: nul.map((field) => ({ field, message: 'nulCharacter' })),
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const generic = zodFieldErrors(result.error, validationTranslator(t));
  const fields = result.error.issues.map((issue, i) => {
    const own = issue.code === 'custom' && issue.message.startsWith(`${ISSUE_NAMESPACE}.`);
    if (!own) return generic[i]!;
    const values = (issue as { params?: Record<string, string | number> }).params;
    return { ...generic[i]!, message: companyMessage(locale, issue.message, values) };
  });
  throw new AppError('BAD_REQUEST', t('badRequest'), { fields });
}

/** A message of the `employerCompany` namespace by its full key (`employerCompany.validation.logoType`). */
export function companyMessage(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const root = createTranslator({ locale, messages: MESSAGES[locale] });
  return root(key as never, values as never);
}
