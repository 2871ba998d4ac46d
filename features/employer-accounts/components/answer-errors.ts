import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { fieldMessages, type ApiAnswer } from '@/lib/api-client/api-client';

/**
 * Puts a refused answer's field errors on the form's own fields (the first one focused) and says what the
 * form's notice should read: the wait of a 429, else the server's message, else `fallback`.
 */
export function applyAnswerErrors<T extends FieldValues>(
  answer: ApiAnswer<unknown>,
  fields: readonly Path<T>[],
  form: { setError: UseFormSetError<T>; setFocus?: UseFormSetFocus<T> },
  texts: { tooMany: (seconds: number) => string; fallback: string },
): string {
  const own = Object.entries(fieldMessages(answer.error)).filter((entry): entry is [Path<T>, string] =>
    fields.includes(entry[0] as Path<T>),
  );
  for (const [field, message] of own) form.setError(field, { type: 'server', message });
  if (own[0]) form.setFocus?.(own[0][0]);
  if (answer.status === 429) return texts.tooMany(answer.retryAfter ?? 60);
  return answer.error?.message ?? texts.fallback;
}
