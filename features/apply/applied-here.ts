import { useSyncExternalStore } from 'react';

/**
 * Offers applied to from this page view (by slug): every "Apply" button of the page turns into
 * "Applied" the moment the form is sent, without waiting for the server's next render.
 */
const applied = new Set<string>();
const listeners = new Set<() => void>();

export function markAppliedHere(slug: string): void {
  applied.add(slug);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the offer was applied to from this page view. */
export function useAppliedHere(slug: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => applied.has(slug),
    () => false,
  );
}
