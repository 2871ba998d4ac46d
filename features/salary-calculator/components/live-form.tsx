'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type ReactNode } from 'react';

const TYPING_DELAY_MS = 450;

/**
 * A GET form that also updates as the visitor changes it: choices apply at once, typed amounts
 * after a pause, through a client navigation to the same URL the form would submit (so the server
 * renders the result either way, and the page works without JavaScript).
 */
export function LiveForm({
  action,
  className,
  label,
  children,
}: {
  action: string;
  className?: string;
  label: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isPending, startTransition] = useTransition();

  useEffect(() => () => clearTimeout(timer.current), []);

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
