'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** Moves the focus to the first invalid field of a step once its errors are on screen. */
export function useInvalidFocus({
  body,
  cancelHeadingFocus,
  stepKey,
}: {
  body: RefObject<HTMLDivElement | null>;
  cancelHeadingFocus: RefObject<() => void>;
  stepKey: string;
}) {
  /**
   * The step whose first invalid field is to take the focus once its errors are on screen. Errors render in a
   * commit of their own, which may come before or after a timer: the focus is tried after every commit and once
   * after a task, and given up two seconds later (a field that never turns invalid must not steal it afterwards).
   */
  const pendingInvalidFocus = useRef<{ key: string; until: number } | null>(null);
  const focusPendingInvalid = () => {
    const pending = pendingInvalidFocus.current;
    if (!pending) return;
    if (Date.now() > pending.until) {
      pendingInvalidFocus.current = null;
      return;
    }
    const el = body.current?.querySelector<HTMLElement>(`[data-step-panel="${pending.key}"] [aria-invalid="true"]`);
    if (!el) return;
    pendingInvalidFocus.current = null;
    // A group (radio chips, the editor's frame) hands the focus to its first control.
    const target = el.matches('input, select, textarea, [contenteditable="true"]')
      ? el
      : (el.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"], button') ?? el);
    target.focus();
  };
  useEffect(focusPendingInvalid);

  const focusFirstInvalid = (key = stepKey) => {
    // An invalid field takes the focus, not the heading of a step change still waiting for its frame.
    cancelHeadingFocus.current();
    pendingInvalidFocus.current = { key, until: Date.now() + 2000 };
    setTimeout(focusPendingInvalid, 0);
  };

  return focusFirstInvalid;
}
