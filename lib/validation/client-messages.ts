import type { AbstractIntlMessages } from 'next-intl';

/**
 * The part of a locale's messages an island needs to word field errors: the validation catalogue, or only the
 * `keys` its schemas can answer (an island on every page carries no more than it uses). Spread it into the
 * `messages` of a `NextIntlClientProvider` that holds a form.
 */
export function validationMessages(
  messages: AbstractIntlMessages,
  keys?: readonly string[],
): { errors: { validation: AbstractIntlMessages } } {
  const errors = messages.errors as { validation?: AbstractIntlMessages } | undefined;
  const validation = errors?.validation ?? {};
  return {
    errors: {
      validation: keys
        ? Object.fromEntries(keys.flatMap((k) => (k in validation ? [[k, validation[k]!]] : [])))
        : validation,
    },
  };
}
