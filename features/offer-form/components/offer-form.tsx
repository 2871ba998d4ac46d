'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { AssistantButton } from '@/features/assistant/components/assistant-button';
import { encodeRef } from '@/lib/validation/messages';
import { catalogueResolver } from '@/lib/validation/resolver';
import type { OfferFormMode } from '../options';
import type { ReviewStep as ReviewStepKey } from '../review/review-input';
import { offerFormIssues, offerFormSchema } from '../form-rules';
import { type OfferFormIssue, type FormCategory, type FormPlanLimits, type OfferFormValues } from '../schema';
import { CompanyStep, ConsentsStep, ContactStep } from './company-steps';
import {
  discardDraft,
  initiateDraft,
  pendingLogoFile,
  saveDraft,
  updateOffer,
  uploadLogo,
  type DraftRef,
} from '../api/form-api';
import { OptionsProvider, type OfferFormOptions } from './form-options';
import { CategoryStep } from './category-step';
import { DescriptionStep } from './description-step';
import { LocationsStep } from './locations-step';
import { PositionStep } from './position-step';
import { SalaryStep } from './salary-step';
import { SkillsStep } from './skills-step';
import { WorkingModeStep } from './working-mode-step';
import { STEP_FIELDS, STEP_KEYS, validSteps } from '../steps';
import { OfferStepper } from './offer-stepper';
import type { FormStep, SaveResult, TailStep } from './stepper-types';
import { PaymentStep, PublishStep } from './publish-step';
import { SaveGate, SKIPPED } from './save-gate';
import { ReviewStep } from './review-step';

type Path = FieldPath<OfferFormValues>;

/** A rule's issue as a field's message: its key and values, worded where the field shows it. */
const messageOf = (issue: OfferFormIssue) => encodeRef({ key: issue.message, values: issue.values });

const STEP_CONTENT: Record<ReviewStepKey, () => React.ReactNode> = {
  company: () => <CompanyStep />,
  contact: () => <ContactStep />,
  consents: () => <ConsentsStep />,
  category: () => <CategoryStep />,
  description: () => <DescriptionStep />,
  locations: () => <LocationsStep />,
  position: () => <PositionStep />,
  salary: () => <SalaryStep />,
  skills: () => <SkillsStep />,
  workingMode: () => <WorkingModeStep />,
};

export interface OfferFormProps {
  mode: OfferFormMode;
  initialValues: OfferFormValues;
  initialStep?: string;
  /** The draft being edited (null for a new ad until its first save). */
  draft: DraftRef | null;
  /** Edit mode: the published offer's slug, saved by the full update. */
  offerSlug?: string | null;
  planKey: string;
  categories: FormCategory[];
  limits: FormPlanLimits | null;
  options: OfferFormOptions;
  exitHref: string;
  /** Path of the draft page for an id (the address a new draft moves to). */
  draftHrefBase: string;
  origin: string;
  /** The board's terms (the payment step's regulations link). */
  termsHref: string;
  /** The board's assistant (its flag on): the welcome message and the product name the hub is told. */
  assistant?: { welcome: string; productName: string } | null;
}

/** The offer form: the shared schema over react-hook-form, the ten steps, summary, payment and publish. */
export function OfferForm(props: OfferFormProps) {
  const t = useTranslations('offerFormUi');
  const { mode, planKey, categories, limits } = props;
  const context = useMemo(() => ({ categories, limits }), [categories, limits]);
  const methods = useForm<OfferFormValues>({
    resolver: catalogueResolver(offerFormSchema({ strength: 'full', ...context })),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: props.initialValues,
  });
  const [draft, setDraft] = useState<DraftRef | null>(props.draft);
  const draftRef = useRef(draft);
  /** The stepper's "go to a step", for the summary's links to the step that fixes something. */
  const goToStepRef = useRef<((key: string) => void) | null>(null);
  const goToStep = useCallback((step: ReviewStepKey) => goToStepRef.current?.(step), []);
  // The step list opens, besides the steps shown, those valid as the form loads (all of a published offer's).
  const [openSteps] = useState(() => validSteps(props.initialValues, context));

  // Spec 4: a draft still in progress is validated as it loads (only what is filled in: draft rules).
  useEffect(() => {
    if (props.initialValues.state !== 'workInProgress' || !props.draft) return;
    for (const issue of offerFormIssues(methods.getValues(), { strength: 'draft', ...context }))
      methods.setError(issue.path.join('.') as Path, { message: messageOf(issue) });
  }, [methods, context, props.initialValues.state, props.draft]);

  /** The draft to write to, created on first use (the address moves to the draft's page, token kept). */
  const ensureDraftRef = useCallback(async (): Promise<DraftRef | null> => {
    if (draftRef.current) return draftRef.current;
    const started = await initiateDraft(planKey, t('saveFailed'));
    if (!started.ok) return null;
    draftRef.current = started.data;
    setDraft(started.data);
    window.history.replaceState(
      window.history.state,
      '',
      `${props.draftHrefBase}/${started.data.id}?token=${encodeURIComponent(started.data.token ?? '')}`,
    );
    return started.data;
  }, [planKey, props.draftHrefBase, t]);

  const applyServerErrors = (fields: { field: string; message: string }[]) => {
    for (const f of fields) methods.setError(f.field as Path, { message: f.message });
  };

  /**
   * A logo chosen since the last save is stored first (as the company's), so the draft keeps its address
   * and a resumed draft shows it. Answers the values to save, or the refusal on the logo field.
   */
  const storePendingLogo = async (
    values: OfferFormValues,
    target: DraftRef,
  ): Promise<{ ok: true; values: OfferFormValues } | { ok: false; message: string }> => {
    const file = pendingLogoFile(values);
    if (!file) return { ok: true, values };
    const stored = await uploadLogo(target, file, t('saveFailed'));
    if (!stored.ok) {
      applyServerErrors(stored.error.fields);
      return { ok: false, message: stored.error.message };
    }
    methods.setValue('companyLogo', stored.data, { shouldDirty: true });
    return { ok: true, values: { ...values, companyLogo: stored.data } };
  };

  // Saves and publishing kept apart: once publishing begins no save starts, the saves in flight are waited
  // for, and once the draft became an offer (published, or waiting for its payment) it takes no more saves
  // (the autosave on leaving the page would write to a draft that is no longer there).
  const [gate] = useState(() => new SaveGate());

  const onSaveDraft = async (values: OfferFormValues, step: string, how: { auto: boolean }): Promise<SaveResult> => {
    const result = await gate.save(() => saveNow(values, step, how));
    return result === SKIPPED ? { ok: true } : result;
  };

  const saveNow = async (values: OfferFormValues, step: string, how: { auto: boolean }): Promise<SaveResult> => {
    if (mode === 'edit' && props.offerSlug) {
      // An edit changes the live offer: only an explicit save writes it.
      if (how.auto) return { ok: true };
      const answer = await updateOffer(values, props.offerSlug, t('saveFailed'));
      if (answer.ok) return { ok: true };
      applyServerErrors(answer.error.fields);
      return { ok: false, message: answer.error.message };
    }
    // Draft rules: what is filled in must be valid (spec 4: otherwise the draft is refused).
    const issues = offerFormIssues(values, { strength: 'draft', ...context });
    if (issues.length) {
      if (!how.auto) for (const i of issues) methods.setError(i.path.join('.') as Path, { message: messageOf(i) });
      return { ok: false, message: t('draftHasErrors') };
    }
    const target = await ensureDraftRef();
    if (!target) return { ok: false, message: t('saveFailed') };
    const withLogo = await storePendingLogo(values, target);
    if (!withLogo.ok) return withLogo;
    const answer = await saveDraft(withLogo.values, target, step, t('saveFailed'), how.auto);
    if (answer.ok || gate.outrun(answer.error.status)) return { ok: true };
    applyServerErrors(answer.error.fields);
    return { ok: false, message: answer.error.message };
  };

  /** The draft saved as the form holds it (an explicit save, also while publishing). */
  const ensureSaved = (): Promise<DraftRef | null> =>
    gate.track(
      (async () => {
        const target = await ensureDraftRef();
        if (!target) return null;
        const withLogo = await storePendingLogo(methods.getValues(), target);
        if (!withLogo.ok) return null;
        const answer = await saveDraft(withLogo.values, target, 'publish', t('saveFailed'));
        return answer.ok ? target : null;
      })(),
    );

  /** Before the draft becomes an offer: no more autosaves, those in flight ended, then the last save. */
  const startPublishing = async (): Promise<DraftRef | null> => {
    await gate.beginPublishing();
    const target = await ensureSaved();
    if (!target) gate.publishingRefused();
    return target;
  };
  const finish = () => gate.finish();

  /**
   * "Exit without saving": no save starts any more and those in flight are waited for (none can land after
   * the discard), then the draft drops what the autosave wrote: deleted when it holds no saved work, else back
   * to its last saved state. A live offer's edit is only written by an explicit save: nothing to drop.
   */
  const discard = async () => {
    await gate.close();
    const target = draftRef.current;
    if (!target || (mode === 'edit' && props.offerSlug)) return;
    await discardDraft(target, t('saveFailed'));
  };
  const refused = () => gate.publishingRefused();

  // Stable for the form's life: the stepper keeps the steps it has shown (and the next one) rendered, and
  // re-renders one only when what it shows changes.
  const steps = useMemo<FormStep<OfferFormValues>[]>(
    () =>
      STEP_KEYS.map((key) => ({ key, title: t(`steps.${key}`), fields: STEP_FIELDS[key], render: STEP_CONTENT[key] })),
    [t],
  );
  const { origin } = props;
  const summary = useMemo<TailStep>(
    () => ({
      key: 'summary',
      title: t('steps.summary'),
      watchesValues: true,
      render: (values) => <ReviewStep values={values as OfferFormValues} goToStep={goToStep} origin={origin} />,
      next: mode === 'edit' ? undefined : { label: t('review.toPayment') },
    }),
    [t, mode, origin, goToStep],
  );
  const publishKind = mode === 'extend' ? 'extend' : mode === 'refresh' ? 'refresh' : 'publish';
  const tail: TailStep[] =
    mode === 'edit'
      ? [summary]
      : [
          summary,
          {
            key: 'payment',
            title: t('steps.payment'),
            render: () => (
              <PaymentStep
                planKey={planKey}
                info={props.options}
                ensureDraft={startPublishing}
                termsHref={props.termsHref}
                onDone={finish}
                onRefused={refused}
              />
            ),
            next: { label: t('payment.withCode') },
          },
          {
            key: 'publish',
            title: t('steps.publish'),
            render: () => (
              <PublishStep
                draft={draft}
                ensureDraft={ensureSaved}
                startPublishing={startPublishing}
                kind={publishKind}
                listHref={props.exitHref}
                onDone={finish}
                onRefused={refused}
              />
            ),
          },
        ];
  return (
    <OptionsProvider value={props.options}>
      <OfferStepper
        methods={methods}
        title={t(`titles.${mode}`)}
        steps={steps}
        tail={tail}
        initialStep={props.initialStep}
        exitHref={props.exitHref}
        onSaveDraft={onSaveDraft}
        onDiscard={discard}
        openSteps={openSteps}
        saveChecksAll={mode === 'edit'}
        goToStepRef={goToStepRef}
        assistantSlot={
          props.assistant ? (
            <AssistantButton
              welcome={props.assistant.welcome}
              productName={props.assistant.productName}
              jobAdId={draft ? String(draft.id) : null}
              validation={context}
            />
          ) : undefined
        }
      />
    </OptionsProvider>
  );
}
