import type { AbstractIntlMessages } from 'next-intl';

/**
 * The part of a locale's messages an island needs to word field errors: the validation catalogue. Spread it
 * into the `messages` of a `NextIntlClientProvider` that holds a form.
 */
export function validationMessages(messages: AbstractIntlMessages): { errors: { validation: AbstractIntlMessages } } {
  const errors = messages.errors as { validation?: AbstractIntlMessages } | undefined;
  return { errors: { validation: errors?.validation ?? {} } };
}
