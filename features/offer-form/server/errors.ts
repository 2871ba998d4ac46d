import 'server-only';
import { createTranslator } from 'next-intl';
import { AppError, type ErrorCode, type FieldError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { errorsTranslator, validationTranslator } from '@/lib/http/error-messages';
import { encodeRef, messageText, type MessageValues } from '@/lib/validation/messages';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import type { OfferFormIssue } from '../schema';

/**
 * The offer form's errors speak the keys the form shows: the validation catalogue's
 * (`errors.validation`, with their values) and the offer's own (`offerForm.errors`). Services throw
 * `offerError(...)` with keys; routes run services through `inOfferLocale`, which translates them into
 * the caller's language before `withRoute` answers.
 */
const PREFIX = 'offerForm:';

export function offerError(code: ErrorCode, key: string, fields?: { field: string; message: string }[]): AppError {
  return new AppError(code, PREFIX + key, {
    fields: fields?.map((f) => ({ field: f.field, message: PREFIX + f.message })),
  });
}

/** Field errors from the schema's issues (paths joined with dots, as the form names fields). */
export function issuesError(issues: OfferFormIssue[], key: 'formInvalid' | 'draftHasErrors'): AppError {
  return offerError(
    'BAD_REQUEST',
    key,
    issues.map((i) => ({ field: i.path.join('.'), message: encodeRef({ key: i.message, values: i.values }) })),
  );
}

const MESSAGES = { pl, en } as const;

function translate(locale: Locale, text: string): string {
  if (!text.startsWith(PREFIX)) return text;
  const own = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'offerForm.errors' });
  const ownTranslate = Object.assign((key: string, values?: MessageValues) => own(key as never, values as never), {
    has: (key: string) => own.has(key as never),
  });
  return messageText(text.slice(PREFIX.length), [validationTranslator(errorsTranslator(locale)), ownTranslate]);
}

/** Runs `work`, answering its offer-form errors in `locale`. */
export async function inOfferLocale<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.message.startsWith(PREFIX) || error.fields?.some((f) => f.message.startsWith(PREFIX)))
    ) {
      const fields: FieldError[] | undefined = error.fields?.map((f) => ({
        ...f,
        message: translate(locale, f.message),
      }));
      throw new AppError(error.code, translate(locale, error.message), { fields, headers: error.headers });
    }
    throw error;
  }
}
