'use client';

import { useTranslations } from 'next-intl';
import {
  Activity,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { FormProvider, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { whenIdle } from '@/lib/idle';
import { warmLayout } from '@/lib/warm-layout';
import dialogStyles from '@/components/ui/dialog.module.css';
import styles from './offer-stepper.module.css';

/** One screen of the form: the fields it validates before moving on, and its content. */
export interface FormStep<V extends FieldValues> {
  key: string;
  title: string;
  fields: Path<V>[];
  render: () => ReactNode;
}

/** A screen after the ten steps (summary, payment, publish): no fields of its own, its own next action. */
export interface TailStep {
  key: string;
  title: string;
  /**
   * The screen's content. A screen that shows the whole form (the summary) takes the values as an argument
   * (`watchesValues`): they are read outside its hidden pre-render, which then stays up to date.
   */
  render: (values?: FieldValues) => ReactNode;
  watchesValues?: boolean;
  /** The bottom bar's forward action on this screen; absent on the last one. */
  next?: { label: string; onClick?: () => void | Promise<void> };
}

export type SaveResult = { ok: true } | { ok: false; message: string };

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
  const [index, setIndexState] = useState(() => Math.max(0, initialStep ? keys.indexOf(initialStep) : 0));
  /** Form steps shown once: kept in the page, hidden, so going back to one re-renders nothing. */
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set());
  /** The step after this one, rendered hidden in idle time so that "next" only has to show it. */
  const [prerendered, setPrerendered] = useState<number | null>(null);
  const setIndex = (i: number) => {
    setVisited((v) => (v.has(index) ? v : new Set(v).add(index)));
    setIndexState(i);
  };
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
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
  const dirtySinceSave = useRef(false);
  /** Set when the employer leaves without saving: nothing may save after that. */
  const discarded = useRef(false);
  const stepKey = keys[index]!;
  const open = useMemo(() => new Set(openSteps), [openSteps]);
  const isFormStep = index < steps.length;
  const current = isFormStep ? steps[index]! : tail[index - steps.length]!;

  // Once a step is shown, the one after it (a form step, or the summary after the last one) is rendered
  // hidden when the browser is idle: the employer's "next" then costs only its validation and the swap.
  useEffect(() => {
    if (index + 1 > steps.length) return;
    return whenIdle(() => setPrerendered(index + 1));
  }, [index, steps.length]);

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
  }, [aheadKey]);

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

  const save = useCallback(
    async (auto: boolean): Promise<SaveResult> => {
      setSaveState('saving');
      dirtySinceSave.current = false;
      const result = await onSaveDraft(methods.getValues(), stepKey, { auto }).catch((): SaveResult => ({
        ok: false,
        message: t('saveFailed'),
      }));
      setSaveState(result.ok ? 'saved' : 'failed');
      if (!result.ok) dirtySinceSave.current = true;
      return result;
    },
    [methods, onSaveDraft, stepKey, t],
  );

  // Autosave: a few seconds after the last change, and at once when the tab is hidden or closed.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = methods.watch(() => {
      dirtySinceSave.current = true;
      setSaveState('idle');
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!discarded.current) void saveRef.current(true);
      }, autosaveMs);
    });
    const flush = () => {
      if (!dirtySinceSave.current || discarded.current) return;
      clearTimeout(timer);
      void saveRef.current(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [methods, autosaveMs]);

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
        </header>
        <nav className={styles.stepList} aria-label={t('stepsNav')} data-testid="step-list">
          <ol ref={stepList}>
            {keys.map((key, i) => {
              const title = (i < steps.length ? steps[i]! : tail[i - steps.length]!).title;
              const seen = visited.has(i) || (i < steps.length && open.has(key));
              // A screen after the form steps opens once every form step is open (the summary checks them all).
              const reachable =
                seen || (i === steps.length && steps.every((s, j) => visited.has(j) || open.has(s.key)));
              const content = (
                <>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className={styles.stepName}>{title}</span>
                </>
              );
              return (
                <li
                  key={key}
                  aria-current={i === index ? 'step' : undefined}
                  className={i !== index && seen ? styles.done : undefined}
                >
                  {i !== index && reachable ? (
                    <button
                      type="button"
                      className={styles.stepButton}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => void jumpTo(i)}
                      disabled={busy}
                    >
                      {content}
                    </button>
                  ) : (
                    <span className={styles.stepLabel}>{content}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
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
        </form>
        <div className={styles.bar} data-testid="bottom-bar">
          <div className={styles.barInner}>
            {/* On phones the secondary actions show their icon only (the name stays for assistive technology),
                so the main button is never cut; the assistant's button sits in the bar, over no field. */}
            <button
              type="button"
              className={styles.barButton}
              onClick={previous}
              disabled={index === 0}
              data-testid="bar-previous"
            >
              <BarIcon d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
              <span className={styles.barLabel}>{t('previous')}</span>
            </button>
            <button
              type="button"
              className={styles.barButton}
              onClick={() => dialog.current?.showModal()}
              data-testid="bar-dismiss"
            >
              <BarIcon d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
              <span className={styles.barLabel}>{t('dismiss')}</span>
            </button>
            <span className={styles.spacer} />
            {assistantSlot}
            <button
              type="button"
              className={styles.barButton}
              onClick={() => void saveAndExit()}
              data-testid="bar-save-exit"
            >
              <BarIcon d="M17 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V7l-4-4zm-5 16a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm3-10H5V5h10v4z" />
              <span className={styles.barLabel}>{t('saveAndExit')}</span>
            </button>
            {nextLabel ? (
              <button
                type="button"
                className={styles.barPrimary}
                // The field being typed in keeps the focus until the step is judged: "next" validates it with
                // its step, so it is not validated a second time as it loses the focus to this button.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void next()}
                disabled={busy}
                data-testid="next"
              >
                {nextLabel}
              </button>
            ) : null}
          </div>
        </div>
        <dialog
          ref={dialog}
          className={dialogStyles.dialog}
          aria-labelledby="save-draft-title"
          data-testid="save-draft-dialog"
        >
          <div className={dialogStyles.header}>
            <h2 id="save-draft-title" className={dialogStyles.title}>
              {t('leaveTitle')}
            </h2>
          </div>
          <div className={dialogStyles.body}>
            <p className={styles.dialogText}>{t('leaveText')}</p>
            <div className={styles.dialogActions}>
              <button
                type="button"
                className={styles.barButton}
                onClick={async () => {
                  dialog.current?.close();
                  discarded.current = true;
                  await onDiscard?.().catch(() => undefined);
                  navigate(exitHref);
                }}
              >
                {t('exitWithoutSaving')}
              </button>
              <button
                type="button"
                className={styles.barPrimary}
                onClick={async () => {
                  dialog.current?.close();
                  await saveAndExit();
                }}
              >
                {t('saveDraft')}
              </button>
            </div>
          </div>
        </dialog>
      </div>
    </FormProvider>
  );
}

/** A bottom-bar button's icon, shown on phones in place of its label. */
function BarIcon({ d }: { d: string }) {
  return (
    <svg className={styles.barIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

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
const StepPanel = memo(function StepPanel({ step, shown }: PanelProps) {
  const content = useMemo(() => step.render(), [step]);
  return <Panel stepKey={step.key} shown={shown} content={content} />;
});

/**
 * A screen of the whole form (the summary): the values are watched here, outside the hidden part, so its
 * pre-render follows every change in idle time and showing it renders nothing more.
 */
const WatchingStepPanel = memo(function WatchingStepPanel({ step, shown }: PanelProps) {
  const values = useWatch();
  const content = useMemo(() => step.render(values), [step, values]);
  return <Panel stepKey={step.key} shown={shown} content={content} />;
});

/**
 * On a narrow screen the step list is a strip that scrolls sideways: the shown step is brought into it (run
 * after the frame that shows the step, so the step change pays nothing for it).
 */
function revealCurrentStep(list: HTMLOListElement | null) {
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const current = list.querySelector<HTMLElement>('[aria-current="step"]');
  if (!current) return;
  const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  list.scrollTo?.({ left: Math.max(0, left) });
}
