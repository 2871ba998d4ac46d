'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A field that takes text or a choice. */
export type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The value a server-rendered field holds at hydration when it differs from what React rendered:
 * what the visitor typed (or the browser restored) before the page's script ran.
 */
export function typedBeforeHydration(element: ValueControl | null, rendered: string): string | null {
  return element && element.value !== rendered ? element.value : null;
}

/**
 * Keeps what a visitor typed into a controlled field before the page hydrated. React hydrates a
 * controlled field without touching its DOM value, so early typing stays on screen while the state
 * still holds the server's value (usually ''), and the next render of the field writes that value
 * back: the text is gone. At mount this hands the field's DOM value to the state, once; later
 * differences are React's own renders. Every shared field component calls it.
 */
export function useKeepTypedValue(
  ref: RefObject<ValueControl | null>,
  rendered: string,
  adopt: (typed: string) => void,
): void {
  useAdoptOnce(() => typedBeforeHydration(ref.current, rendered), adopt);
}

/**
 * Reads the DOM in the commit that mounts the field (before any render can write the state back)
 * and hands it over once the commit's effects have run, so that form libraries which subscribe in
 * their own layout effects (react-hook-form's `useWatch`) see the change.
 */
function useAdoptOnce<T>(read: () => T | null, adopt: (value: T) => void) {
  const found = useRef<{ value: T } | null>(null);
  useLayoutEffect(() => {
    const value = read();
    found.current = value === null ? null : { value };
    // Only the first render is compared: after it, the state owns the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (found.current) adopt(found.current.value);
    found.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The same for a controlled checkbox ticked or cleared before the page hydrated. */
export function useKeepChecked(
  ref: RefObject<HTMLInputElement | null>,
  rendered: boolean,
  adopt: (checked: boolean) => void,
): void {
  useAdoptOnce(() => (ref.current && ref.current.checked !== rendered ? ref.current.checked : null), adopt);
}

const registered = new WeakSet<Element>();

/**
 * The same for a field registered with react-hook-form's `register` (uncontrolled): its ref callback
 * writes the form's default value into the DOM, so the typed text is read first and handed to the
 * form after registration.
 */
export function keepTypedOnRegister<R extends { ref: (element: ValueControl | null) => void }>(
  registration: R,
  adopt: (typed: string) => void,
): R {
  return {
    ...registration,
    ref: (element: ValueControl | null) => {
      // The first time an element is seen its default value is what the server rendered; the ref
      // runs again on every render, when the DOM value is the form's own.
      const isFirst = element !== null && !registered.has(element);
      if (isFirst) registered.add(element);
      const typed =
        isFirst && !(element instanceof HTMLSelectElement) ? typedBeforeHydration(element, element.defaultValue) : null;
      registration.ref(element);
      if (typed !== null) adopt(typed);
    },
  };
}
