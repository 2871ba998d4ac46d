'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { AssistantButton } from '@/features/assistant/components/assistant-button';
import type { OfferFormMode } from '../options';
import type { ReviewStep as ReviewStepKey } from '../review/review-input';
import {
  offerFormIssues,
  offerFormSchema,
  type FormCategory,
  type FormPlanLimits,
  type OfferFormValues,
} from '../schema';
import { CompanyStep, ConsentsStep, ContactStep } from './company-steps';
import { initiateDraft, pendingLogoFile, saveDraft, updateOffer, uploadLogo, type DraftRef } from './form-api';
import { OptionsProvider, type OfferFormOptions } from './form-options';
import {
  CategoryStep,
  DescriptionStep,
  LocationsStep,
  PositionStep,
  SalaryStep,
  SkillsStep,
  WorkingModeStep,
} from './job-steps';
import { OfferStepper, type FormStep, type SaveResult, type TailStep } from './offer-stepper';
import { PaymentStep, PublishStep } from './publish-step';
import { ReviewStep } from './review-step';

type Path = FieldPath<OfferFormValues>;

/** The ten steps (brief order) and the fields each one validates before moving on. */
export const STEP_FIELDS: Record<ReviewStepKey, Path[]> = {
  company: ['companyLogo', 'companyName', 'companySize', 'companyWebsite'],
  contact: ['applicationType', 'applicationTypeUri', 'contactName', 'contactEmail', 'contactPhone'],
  consents: ['informationClauseText', 'futureConsentText', 'customConsentText'],
  category: ['jobCategory', 'jobSubcategory'],
  description: ['jobDescription'],
  locations: ['locations'],
  position: ['jobPositionName', 'jobPositionExperience'],
  salary: ['salaryCurrency', 'salaryUnit', 'primarySalary', 'additionalSalary'],
  skills: ['requiredSkills', 'optionalSkills', 'languages'],
  workingMode: ['workingPlace', 'workingTime', 'expiredAt'],
};
const STEP_KEYS = Object.keys(STEP_FIELDS) as ReviewStepKey[];

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
    resolver: zodResolver(offerFormSchema({ strength: 'full', ...context })),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: props.initialValues,
  });
  const [draft, setDraft] = useState<DraftRef | null>(props.draft);
  const draftRef = useRef(draft);
  const [jump, setJumpState] = useState<{ step: string; n: number } | null>(null);
  const setJump = useCallback((step: ReviewStepKey) => setJumpState((j) => ({ step, n: (j?.n ?? 0) + 1 })), []);

  // Spec 4: a draft still in progress is validated as it loads (only what is filled in: draft rules).
  useEffect(() => {
    if (props.initialValues.state !== 'workInProgress' || !props.draft) return;
    for (const issue of offerFormIssues(methods.getValues(), { strength: 'draft', ...context }))
      methods.setError(issue.path.join('.') as Path, { message: issue.message });
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

  // Once the draft became an offer (published, or waiting for its payment) it takes no more saves: the
  // autosave on leaving the page would write to a draft that is no longer there.
  const finished = useRef(false);
  const finish = () => {
    finished.current = true;
  };

  const onSaveDraft = async (values: OfferFormValues, step: string, how: { auto: boolean }): Promise<SaveResult> => {
    if (finished.current) return { ok: true };
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
      if (!how.auto) for (const i of issues) methods.setError(i.path.join('.') as Path, { message: i.message });
      return { ok: false, message: t('draftHasErrors') };
    }
    const target = await ensureDraftRef();
    if (!target) return { ok: false, message: t('saveFailed') };
    const withLogo = await storePendingLogo(values, target);
    if (!withLogo.ok) return withLogo;
    const answer = await saveDraft(withLogo.values, target, step, t('saveFailed'), how.auto);
    if (answer.ok) return { ok: true };
    applyServerErrors(answer.error.fields);
    return { ok: false, message: answer.error.message };
  };

  const ensureSaved = async (): Promise<DraftRef | null> => {
    const target = await ensureDraftRef();
    if (!target) return null;
    const withLogo = await storePendingLogo(methods.getValues(), target);
    if (!withLogo.ok) return null;
    const answer = await saveDraft(withLogo.values, target, 'publish', t('saveFailed'));
    return answer.ok ? target : null;
  };

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
      render: (values) => <ReviewStep values={values as OfferFormValues} goToStep={setJump} origin={origin} />,
      next: mode === 'edit' ? undefined : { label: t('review.toPayment') },
    }),
    [t, mode, origin, setJump],
  );
  const extend = mode === 'extend';
  const tail: TailStep[] =
    mode === 'edit'
      ? [summary]
      : [
          summary,
          {
            key: 'payment',
            title: t('steps.payment'),
            render: () => <PaymentStep ensureDraft={ensureSaved} termsHref={props.termsHref} onDone={finish} />,
            next: { label: t('payment.withCode') },
          },
          {
            key: 'publish',
            title: t('steps.publish'),
            render: () => (
              <PublishStep
                draft={draft}
                ensureDraft={ensureSaved}
                extend={extend}
                listHref={props.exitHref}
                onDone={finish}
              />
            ),
          },
        ];
  return (
    <OptionsProvider value={props.options}>
      <OfferStepper
        key={jump ? `jump-${jump.n}` : 'form'}
        methods={methods}
        title={t(`titles.${mode}`)}
        steps={steps}
        tail={tail}
        initialStep={jump?.step ?? props.initialStep}
        exitHref={props.exitHref}
        onSaveDraft={onSaveDraft}
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
