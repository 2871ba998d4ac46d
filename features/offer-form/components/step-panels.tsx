'use client';

import { Activity, memo, useMemo, type ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { FormStep, TailStep } from './stepper-types';
import styles from './offer-stepper.module.css';

interface PanelProps {
  step: FormStep<FieldValues> | TailStep;
  shown: boolean;
}

/**
 * One screen of the form in the page: shown, or hidden with its state kept (React's Activity). A hidden
 * screen renders at idle priority, keeps its DOM and drops its effects until it is shown again. `content`
 * is the same element while the step is unchanged, so showing or hiding it re-renders none of it.
 */
function Panel({ stepKey, shown, content }: { stepKey: string; shown: boolean; content: ReactNode }) {
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <div className={styles.panel} data-step-panel={stepKey}>
        {content}
      </div>
    </Activity>
  );
}

/** A step's screen. Memoised: the stepper's own state (the save status, a notice) does not re-render it. */
export const StepPanel = memo(function StepPanel({ step, shown }: PanelProps) {
  const content = useMemo(() => step.render(), [step]);
  return <Panel stepKey={step.key} shown={shown} content={content} />;
});

/**
 * A screen of the whole form (the summary): the values are watched here, outside the hidden part, so its
 * pre-render follows every change in idle time and showing it renders nothing more.
 */
export const WatchingStepPanel = memo(function WatchingStepPanel({ step, shown }: PanelProps) {
  const values = useWatch();
  const content = useMemo(() => step.render(values), [step, values]);
  return <Panel stepKey={step.key} shown={shown} content={content} />;
});
