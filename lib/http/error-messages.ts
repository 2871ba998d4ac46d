import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/log';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { decodeRef, messageText, type Translate } from '@/lib/validation/messages';
import { AppError, type ErrorCode, type FieldError } from './errors';

const MESSAGES = { pl, en } as const;

const makeTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'errors' });
export type ErrorsTranslator = ReturnType<typeof makeTranslator>;
/** Made once per language: every route asks for one before it knows whether it will fail. */
const translators = new Map<Locale, ErrorsTranslator>();

/** The `errors` namespace of one language: what routes and server actions answer errors in. */
export function errorsTranslator(locale: Locale): ErrorsTranslator {
  let t = translators.get(locale);
  if (!t) {
    t = makeTranslator(locale);
    translators.set(locale, t);
  }
  return t;
}

/** The translator of the validation catalogue (keys of `errors.validation`), what field messages go through. */
export function validationTranslator(t: ErrorsTranslator): Translate {
  const translate = (key: string, values?: Record<string, string | number>) =>
    t(`validation.${key}` as Parameters<ErrorsTranslator>[0], values as never);
  translate.has = (key: string) => t.has(`validation.${key}` as Parameters<ErrorsTranslator>[0]);
  return translate;
}

/** Error messages may be keys of the `errors` namespace; anything else is sent as it is. */
function translateOr(t: ErrorsTranslator, key: string): string | undefined {
  return t.has(key as Parameters<ErrorsTranslator>[0]) ? t(key as Parameters<ErrorsTranslator>[0]) : undefined;
}

export interface TranslatedError {
  status: number;
  headers?: Record<string, string>;
  error: { code: ErrorCode; message: string; fields?: FieldError[] };
}

/**
 * Any thrown value as the one error shape, in the caller's language: an `AppError` with its code,
 * message and field messages translated (keys of `errors.validation` or of `errors`); anything else
 * is logged under `context` and answered as INTERNAL without detail.
 */
export function translateError(error: unknown, t: ErrorsTranslator, context: string): TranslatedError {
  if (error instanceof AppError) {
    const catalogue = validationTranslator(t);
    const fields = error.fields?.map((f) => {
      const ref = decodeRef(f.message);
      return {
        ...f,
        message:
          ref && catalogue.has(ref.key)
            ? messageText(f.message, [catalogue])
            : (translateOr(t, f.message) ?? f.message),
      };
    });
    return {
      status: error.status,
      headers: error.headers,
      error: {
        code: error.code,
        message: translateOr(t, error.message) ?? error.message,
        ...(fields ? { fields } : {}),
      },
    };
  }
  logger.error({ err: error }, context);
  return { status: 500, error: { code: 'INTERNAL', message: t('internal') } };
}
