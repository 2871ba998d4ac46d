'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type ReactNode } from 'react';

const TYPING_DELAY_MS = 450;

/**
 * Scrolls the result into view, unless its top is already on screen; returns the element to focus once
 * the new result has rendered (the result when it was scrolled to, else the button that submitted).
 */
function revealResult(id: string, submitter: HTMLElement | null): HTMLElement | null {
  const result = document.getElementById(id);
  if (!result) return submitter;
  const top = result.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight * 0.75) return submitter;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  result.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  result.focus({ preventScroll: true });
  return result;
}

/**
 * A GET form that also updates as the visitor changes it: choices apply at once, typed amounts
 * after a pause, through a client navigation to the same URL the form would submit (so the server
 * renders the result either way, and the page works without JavaScript).
 */
export function LiveForm({
  action,
  className,
  label,
  resultId,
  children,
}: {
  action: string;
  className?: string;
  label: string;
  /**
   * The element that shows the form's result. On submitting ("Oblicz"), when it is not on screen (a
   * phone, where it sits below the form), it is scrolled into view and gets the focus, so the visitor
   * sees the result and a screen reader reads it from its heading.
   */
  resultId?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isPending, startTransition] = useTransition();

  useEffect(() => () => clearTimeout(timer.current), []);

  // The navigation re-renders the page and the focus can fall to the body: once the new result is in,
  // the focus goes (back) where "Oblicz" put it.
  const focusAfter = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isPending || !focusAfter.current) return;
    const kept = focusAfter.current;
    focusAfter.current = null;
    // The new render may have replaced the result's element: it is found again by its id.
    const target = kept.isConnected ? kept : kept.id ? document.getElementById(kept.id) : null;
    if (target && document.activeElement !== target) target.focus({ preventScroll: true });
  }, [isPending]);

  const go = () => {
    clearTimeout(timer.current);
    const element = form.current;
    if (!element || !element.checkValidity()) return;
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(element)) if (typeof value === 'string') query.append(key, value);
    startTransition(() => router.replace(`${action}?${query.toString()}`, { scroll: false }));
  };

  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={className}
      aria-label={label}
      aria-busy={isPending}
      onSubmit={(event) => {
        event.preventDefault();
        go();
        if (resultId) {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
          focusAfter.current = revealResult(resultId, submitter);
        }
      }}
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.type === 'number' || target.type === 'text') return;
        go();
      }}
      onInput={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.type !== 'number' && target.type !== 'text') return;
        clearTimeout(timer.current);
        timer.current = setTimeout(go, TYPING_DELAY_MS);
      }}
    >
      {children}
    </form>
  );
}
