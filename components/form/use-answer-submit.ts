'use client';

import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldMessages, type ApiAnswer } from '@/lib/api-client/api-client';

type Answer = ApiAnswer<unknown>;

export interface AnswerSubmitOptions<TIn extends FieldValues, TOut, D> {
  /** Posts the checked values. */
  send: (values: TOut) => Promise<ApiAnswer<D>>;
  /** What a success does; `'leave'` when it leaves the page, so the form stays busy until it does. */
  onSuccess: (data: D, values: TOut) => 'leave' | void;
  /** The answer's fields that are the form's own (the others only count for the notice). */
  fields: readonly Path<TIn>[];
  /** The notice of a refused answer, or null for none (its field errors are already on the fields). */
  refusal: (answer: Answer) => string | null;
  /** The notice shown when the browser's check stops the submit, if any. */
  invalid?: string;
}

/** The usual refusal notice: the wait of a 429, else the server's message, else `fallback`. */
export const serverRefusal =
  (texts: { tooMany: (seconds: number) => string; fallback: string }) =>
  (answer: Answer): string =>
    answer.status === 429 ? texts.tooMany(answer.retryAfter ?? 60) : (answer.error?.message ?? texts.fallback);

/**
 * How a form on the kit sends: the schema's values once the browser's check passes, busy while the request is
 * out, and a refusal's field errors put on the form's own fields (the first one focused) beside the notice.
 * Nothing is reset on a refusal, so what was typed stays for the next try.
 */
export function useAnswerSubmit<TIn extends FieldValues, TOut, D = unknown>(
  form: Pick<UseFormReturn<TIn, unknown, TOut>, 'handleSubmit' | 'setError' | 'setFocus'>,
  options: AnswerSubmitOptions<TIn, TOut, D>,
): { submit: (event?: FormEvent) => Promise<void>; busy: boolean; notice: string | null } {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const submit = form.handleSubmit(
    async (values) => {
      setBusy(true);
      setNotice(null);
      const answer = await options.send(values);
      if (answer.ok) {
        if (options.onSuccess(answer.data, values) !== 'leave') setBusy(false);
        return;
      }
      setBusy(false);
      const own = Object.entries(fieldMessages(answer.error)).filter((entry): entry is [Path<TIn>, string] =>
        options.fields.includes(entry[0] as Path<TIn>),
      );
      for (const [field, message] of own) form.setError(field, { type: 'server', message });
      if (own[0]) form.setFocus(own[0][0]);
      setNotice(options.refusal(answer as Answer));
    },
    () => {
      if (options.invalid) setNotice(options.invalid);
    },
  );
  return { submit, busy, notice };
}
