'use client';

import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '@/lib/idle';
import { warmLayout } from '@/lib/warm-layout';
import styles from './offer-stepper.module.css';

/** The step after the shown one, rendered hidden ahead of time; returns its index (null until then). */
export function useStepPrerender(
  index: number,
  formStepCount: number,
  keys: readonly string[],
  body: RefObject<HTMLDivElement | null>,
): number | null {
  const [prerendered, setPrerendered] = useState<number | null>(null);
  // Once a step is shown, the one after it (a form step, or the summary after the last one) is rendered
  // hidden when the browser is idle: the employer's "next" then costs only its validation and the swap.
  useEffect(() => {
    if (index + 1 > formStepCount) return;
    return whenIdle(() => setPrerendered(index + 1));
  }, [index, formStepCount]);

  // A screen rendered ahead is laid out once, unseen, as a copy, when the browser is idle again: showing it
  // then finds its fonts, shaped text and styles ready (a screen's first layout costs about twice the next).
  const aheadKey = prerendered === null ? null : keys[prerendered];
  useEffect(() => {
    if (!aheadKey) return;
    let tries = 0;
    let cancel = () => {};
    const warm = () => {
      const panel = body.current?.querySelector<HTMLElement>(`[data-step-panel="${aheadKey}"]`);
      if (panel?.firstElementChild && panel.style.display === 'none') warmLayout(panel, styles.warm!);
      else if (!panel?.firstElementChild && ++tries < 5) cancel = whenIdle(warm); // its content is still rendering
    };
    cancel = whenIdle(warm);
    return () => cancel();
  }, [aheadKey, body]);

  return prerendered;
}
