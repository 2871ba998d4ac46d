import 'server-only';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { zodFieldErrors } from '@/lib/http/zod-messages';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

const MESSAGES = { pl, en } as const;
const errorsOf = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'errors' });

/** Parses multipart text fields with a shared schema; a failure is a 400 with localised field messages. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const t = errorsOf(locale);
  const translate = Object.assign(
    (key: string, values?: Record<string, string | number>) => t(`validation.${key}` as never, values as never),
    { has: (key: string) => t.has(`validation.${key}` as never) },
  );
  throw new AppError('BAD_REQUEST', 'badRequest', { fields: zodFieldErrors(result.error, translate as never) });
}

/** Runs a use case and translates field messages given as keys of `errors` (e.g. `apply.fileTooLarge`). */
export async function withLocalisedFields<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.fields?.length) {
      const t = errorsOf(locale);
      const fields = error.fields.map((f) => ({
        ...f,
        message: t.has(f.message as never) ? t(f.message as never) : f.message,
      }));
      throw new AppError(error.code, error.message, { fields, headers: error.headers });
    }
    throw error;
  }
}
