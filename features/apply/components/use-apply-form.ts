'use client';

import { useEffect, useRef, useState } from 'react';
import { encodeRef, issueRef } from '@/lib/validation/messages';
// Only the type: the schema itself loads with the first check.
import type { ApplyFormValues } from '../apply-schema';

export type { ApplyFormValues };

export type ApplyField = keyof ApplyFormValues;
/** An error per field: a catalogue reference (`encodeRef`: worded by `applyErrorText`) or a server's localised text. */
export type ApplyErrors = Partial<Record<ApplyField, string>>;

/** Spec: field validation runs 150–200 ms after typing stops. */
const VALIDATION_DELAY_MS = 180;

/**
 * The form's rules, the zod/mini schema the route parses (`apply-schema.ts`),
 * loaded with the first check rather than with the page: the form renders with the offer page, its
 * rules arrive while the visitor types.
 */
async function check(values: ApplyFormValues): Promise<ApplyErrors> {
  const { applyFormSchema } = await import('../apply-schema');
  const result = applyFormSchema.safeParse(values, { reportInput: true });
  const errors: ApplyErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as ApplyField | undefined;
    if (field && !errors[field]) errors[field] = encodeRef(issueRef(issue));
  }
  return errors;
}

/**
 * The apply form's state without a form library (it is in the offer page's first load): values,
 * errors checked a moment after typing and all at once on sending.
 */
export function useApplyForm(initial: ApplyFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ApplyErrors>({});
  const latest = useRef(values);
  const timers = useRef(new Map<ApplyField, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const set = <F extends ApplyField>(field: F, value: ApplyFormValues[F]) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
  };
  const setError = (field: ApplyField, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  /** Checks `field` a moment after the last change (the file rule depends on the message too). */
  const validateSoon = (field: ApplyField) => {
    clearTimeout(timers.current.get(field));
    timers.current.set(
      field,
      setTimeout(() => {
        void check(latest.current).then((found) =>
          setErrors((current) => ({
            ...current,
            [field]: found[field],
            ...(field === 'message' && current.file ? { file: found.file } : {}),
          })),
        );
      }, VALIDATION_DELAY_MS),
    );
  };

  /** Checks every field; the errors found replace the shown ones. */
  const validateAll = async () => {
    const found = await check(latest.current);
    setErrors(found);
    return found;
  };

  /**
   * Sets the fields of `patch` that are still empty, in the state and in `typed` (what the page's inputs hold,
   * typed before the form hydrated): what arrives after the visitor began never overwrites what they typed.
   */
  const fillEmpty = (patch: Partial<ApplyFormValues>, typed: (field: ApplyField) => string = () => '') => {
    const next = { ...latest.current };
    for (const [field, value] of Object.entries(patch) as [ApplyField, ApplyFormValues[ApplyField]][]) {
      const current = next[field];
      const isEmpty = current === '' || current === null || current === false;
      if (isEmpty && !typed(field)) (next as Record<ApplyField, unknown>)[field] = value;
    }
    latest.current = next;
    setValues(next);
  };

  return { values, errors, set, setError, validateSoon, validateAll, fillEmpty };
}
