'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { BottomBar } from './bottom-bar';
import { LeaveDialog } from './leave-dialog';
import { revealCurrentStep, StepList } from './step-list';
import { StepPanel, WatchingStepPanel } from './step-panels';
import type { FormStep, SaveResult, TailStep } from './stepper-types';
import { useDraftAutosave } from './use-draft-autosave';
import { useInvalidFocus } from './use-invalid-focus';
import { useStepPrerender } from './use-step-prerender';
import styles from './offer-stepper.module.css';

export interface OfferStepperProps<V extends FieldValues> {
  methods: UseFormReturn<V>;
  /** Add new job ad / edit ad / publish job ad again. */
  title: string;
  steps: FormStep<V>[];
  tail: TailStep[];
  initialStep?: string;
  /** Where dismissing, saving and exiting lead (the panel's offers list). */
  exitHref: string;
  /** Saves the draft (explicitly, or by the autosave with `auto`). */
  onSaveDraft: (values: V, step: string, how: { auto: boolean }) => Promise<SaveResult>;
  /**
   * "Exit without saving": drops what the autosave wrote (the form waits for its saves in flight first), before
   * the form is left. Its failure does not keep the employer in the form.
   */
  onDiscard?: () => Promise<unknown>;
  /** Leaves the form (a full navigation in the app; a spy in tests). */
  navigate?: (href: string) => void;
  /** Debounce of the autosave: a closed tab loses at most about this much typing. */
  autosaveMs?: number;
  /** A slot in the bottom bar for the AI Assistant button (absent until the assistant exists). */
  assistantSlot?: ReactNode;
  onStepChange?: (step: string) => void;
  /**
   * Steps the step list opens from the start besides those shown: the form steps already valid (a loaded
   * offer's). A step once shown stays open; a screen after the form steps opens once the form is valid.
   */
  openSteps?: readonly string[];
  /** Whether "save" checks the whole form first (an edit saves the live offer: every step must be valid). */
  saveChecksAll?: boolean;
  /** Set to the stepper's "go to a step" (the summary's links to the step that fixes something). */
  goToStepRef?: MutableRefObject<((key: string) => void) | null>;
}

const AUTOSAVE_MS = 2000;

/** Controls where Enter has its own meaning (new line, pressing a button or link). */
const enterKeepsMeaning = (el: HTMLElement) =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLButtonElement ||
  el instanceof HTMLAnchorElement ||
  el.isContentEditable ||
  (el instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'button'].includes(el.type));

/**
 * The stepper of the offer form: a header with the mode's title and a back action, one step at a time,
 * and the fixed bottom bar (previous, dismiss, save and exit, next). Each "next" validates the step's
 * fields; a failed one moves the focus to the first invalid field and from then on fields re-validate as
 * they change. Enter never submits. Leaving asks whether to save the draft; the draft also saves itself
 * a couple of seconds after the last change.
 */
export function OfferStepper<V extends FieldValues>({
  methods,
  title,
  steps,
  tail,
  initialStep,
  exitHref,
  onSaveDraft,
  onDiscard,
  navigate = (href) => window.location.assign(href),
  autosaveMs = AUTOSAVE_MS,
  assistantSlot,
  onStepChange,
  openSteps = [],
  saveChecksAll = false,
  goToStepRef,
}: OfferStepperProps<V>) {
  const t = useTranslations('offerFormUi');
  const keys = [...steps.map((s) => s.key), ...tail.map((s) => s.key)];
  const titles = [...steps.map((s) => s.title), ...tail.map((s) => s.title)];
  const [index, setIndexState] = useState(() => Math.max(0, initialStep ? keys.indexOf(initialStep) : 0));
  /** Form steps shown once: kept in the page, hidden, so going back to one re-renders nothing. */
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set());
  const setIndex = (i: number) => {
    setVisited((v) => (v.has(index) ? v : new Set(v).add(index)));
    setIndexState(i);
  };
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  /** A tail step's action (payment, publishing) is running: its button is disabled meanwhile. */
  const [busy, setBusy] = useState(false);
  /** A "next" is being handled; a ref, so a step change costs no extra render of the form. */
  const moving = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const stepList = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Cancels the pending move of the focus to a new step's heading. */
  const cancelHeadingFocus = useRef(() => {});
  const stepKey = keys[index]!;
  const open = useMemo(() => new Set(openSteps), [openSteps]);
  const isFormStep = index < steps.length;
  const current = isFormStep ? steps[index]! : tail[index - steps.length]!;

  const prerendered = useStepPrerender(index, steps.length, keys, body);

  // A step opened directly (an edit asked for the salary) is brought into the narrow screens' step strip.
  useEffect(() => revealCurrentStep(stepList.current), []);

  // After a failed "next", every change re-validates its field (validation on blur before that).
  useEffect(() => {
    if (!attempted) return;
    const sub = methods.watch((_, { name }) => {
      if (name) void methods.trigger(name as Path<V>);
    });
    return () => sub.unsubscribe();
  }, [attempted, methods]);

  const { save, saveState, discard } = useDraftAutosave({ methods, onSaveDraft, stepKey, autosaveMs });

  const goTo = (next: number) => {
    setIndex(next);
    setNotice(null);
    onStepChange?.(keys[next]!);
    // The new step is drawn from the top of the page. Once it is on screen its heading takes the focus (screen
    // readers hear where they are); the field left behind, validated with its step, loses it then.
    cancelHeadingFocus.current();
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      window.scrollTo?.({ top: 0 });
      timer = window.setTimeout(() => {
        heading.current?.focus({ preventScroll: true });
        revealCurrentStep(stepList.current);
      }, 0);
    });
    cancelHeadingFocus.current = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  };
  const focusFirstInvalid = useInvalidFocus({ body, cancelHeadingFocus, stepKey });

  // getFieldState reads the live errors (formState is the last render's snapshot).
  const firstStepWithErrors = () => steps.findIndex((s) => s.fields.some((f) => methods.getFieldState(f).invalid));

  /**
   * Checks what must be valid before moving from the shown step to `target`: the shown form step's fields,
   * or the whole form when `target` is past the form steps (the summary and after: a non-draft's full
   * validation). On failure the first step with an error is shown, its first invalid field focused.
   */
  const mayMoveTo = async (target: number): Promise<boolean> => {
    const checksAll = target >= steps.length;
    if (!isFormStep && !checksAll) return true;
    moving.current = true;
    const ok = await (
      checksAll ? methods.trigger() : methods.trigger(steps[index]!.fields, { shouldFocus: false })
    ).finally(() => {
      moving.current = false;
    });
    if (ok) return true;
    setAttempted(true);
    const bad = checksAll ? firstStepWithErrors() : index;
    if (bad >= 0 && bad !== index) {
      setIndex(bad);
      onStepChange?.(keys[bad]!);
    }
    setNotice({ kind: 'error', text: t('stepHasErrors') });
    focusFirstInvalid(keys[bad >= 0 ? bad : index]);
    return false;
  };

  /** The step list's jump: back freely; forward once what lies between may be left (see `mayMoveTo`). */
  const jumpTo = async (target: number) => {
    if (busy || moving.current || target === index) return;
    if (target > index && !(await mayMoveTo(target))) return;
    goTo(target);
  };
  const jumpRef = useRef(jumpTo);
  useEffect(() => {
    jumpRef.current = jumpTo;
  });
  useEffect(() => {
    if (!goToStepRef) return;
    goToStepRef.current = (key) => void jumpRef.current(keys.indexOf(key));
    return () => {
      goToStepRef.current = null;
    };
    // `keys` follows `steps` and `tail`, which the form keeps stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goToStepRef]);

  const next = async () => {
    if (busy || moving.current) return;
    if (isFormStep) {
      if (await mayMoveTo(index + 1)) goTo(index + 1);
      return;
    }
    const action = (current as TailStep).next;
    if (action?.onClick) {
      setBusy(true);
      try {
        await action.onClick();
      } finally {
        setBusy(false);
      }
      return;
    }
    if (index < keys.length - 1) goTo(index + 1);
  };

  const previous = () => {
    if (index > 0) goTo(index - 1);
  };

  const saveAndExit = async () => {
    if (saveChecksAll && !(await mayMoveTo(steps.length))) return false;
    if (firstStepWithErrors() >= 0 || Object.keys(methods.formState.errors).length > 0) {
      setNotice({ kind: 'error', text: t('draftHasErrors') });
      focusFirstInvalid();
      return false;
    }
    const result = await save(false);
    if (!result.ok) {
      setNotice({ kind: 'error', text: result.message });
      return false;
    }
    navigate(exitHref);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !enterKeepsMeaning(event.target as HTMLElement)) event.preventDefault();
  };

  const tailNext = !isFormStep ? (current as TailStep).next : undefined;
  const nextLabel = isFormStep ? (index === steps.length - 1 ? t('toSummary') : t('next')) : (tailNext?.label ?? null);

  return (
    <FormProvider {...methods}>
      <div className={styles.page}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.back}
            onClick={() => dialog.current?.showModal()}
            aria-label={t('back')}
          >
            <span aria-hidden="true">←</span>
          </button>
          <div className={styles.headerText}>
            <p className={styles.formTitle}>{title}</p>
            <p className={styles.progressText} data-testid="step-progress">
              {isFormStep ? t('stepOf', { step: index + 1, total: steps.length }) : current.title}
            </p>
          </div>
          <span className={styles.saveState} role="status" data-testid="save-state">
            {saveState === 'saving'
              ? t('saving')
              : saveState === 'saved'
                ? t('saved')
                : saveState === 'failed'
                  ? t('notSaved')
                  : ''}
          </span>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={1}
            aria-valuemax={keys.length}
            aria-valuenow={index + 1}
          >
            <span style={{ transform: `scaleX(${(index + 1) / keys.length})` }} />
          </div>
        </header>{' '}
        <StepList
          keys={keys}
          titles={titles}
          formStepCount={steps.length}
          index={index}
          visited={visited}
          open={open}
          busy={busy}
          listRef={stepList}
          onJump={(i) => void jumpTo(i)}
        />
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => e.preventDefault()}
          onKeyDown={onKeyDown}
          data-testid="offer-form"
          data-step={stepKey}
        >
          <div className={styles.body} ref={body}>
            <h1 className={styles.stepTitle} tabIndex={-1} ref={heading}>
              {current.title}
            </h1>
            {notice ? (
              <p className={notice.kind === 'error' ? styles.alert : styles.info} role="alert">
                {notice.text}
              </p>
            ) : null}
            {keys.map((key, i) => {
              const shown = i === index;
              if (!shown && i !== prerendered && !(i < steps.length && visited.has(i))) return null;
              const step = i < steps.length ? steps[i]! : tail[i - steps.length]!;
              return 'watchesValues' in step && step.watchesValues ? (
                <WatchingStepPanel key={key} step={step} shown={shown} />
              ) : (
                <StepPanel key={key} step={step} shown={shown} />
              );
            })}
          </div>
        </form>{' '}
        <BottomBar
          isFirst={index === 0}
          nextLabel={nextLabel}
          busy={busy}
          assistantSlot={assistantSlot}
          onPrevious={previous}
          onDismiss={() => dialog.current?.showModal()}
          onSaveAndExit={() => void saveAndExit()}
          onNext={() => void next()}
        />
        <LeaveDialog
          dialog={dialog}
          onExitWithoutSaving={async () => {
            dialog.current?.close();
            discard();
            await onDiscard?.().catch(() => undefined);
            navigate(exitHref);
          }}
          onSaveDraft={async () => {
            dialog.current?.close();
            await saveAndExit();
          }}
        />
      </div>
    </FormProvider>
  );
}
