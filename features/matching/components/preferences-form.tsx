'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { get, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { ApiQueryProvider } from '@/lib/api-client/query';
import { LanguagePicker } from '@/components/pickers/language-picker';
import { ListPicker } from '@/components/pickers/list-picker';
import { SkillPicker } from '@/components/pickers/skill-picker';
import buttons from '@/components/ui/buttons.module.css';
import { decodeRef, messageText, type Translate } from '@/lib/validation/messages';
import { catalogueResolver } from '@/lib/validation/resolver';
import { SALARY_CURRENCIES, SENIORITIES, WORKPLACE_TYPES } from '@/features/offers/options';
import { LANGUAGE_LEVELS, PREFERENCE_LANGUAGES, SKILL_LEVEL_VALUES, type MatchCriterion } from '../criteria';
import { useUpdatePreferences } from '../api/update-preferences';
import { mandatoryPreferencesFilledIn, missingRequiredPreferences } from '../filled-in';
import { preferencesInputSchema, type PreferencesInput } from '../preferences-schema';
import { messagesUnder } from './messages-under';
import { ChipChecks, PreferenceSection, toggleIn } from './preference-section';
import styles from './preferences-form.module.css';

export interface PreferencesOptions {
  categories: { id: number; label: string }[];
  cities: { id: number; label: string }[];
  /** Names of the skills already chosen. */
  skillNames: Record<number, string>;
  seniorityLabels: Record<string, string>;
  workplaceLabels: Record<string, string>;
  skillLevelLabels: Record<string, string>;
  languageNames: Record<string, string>;
  matchesHref: string;
}

interface Props {
  initial: PreferencesInput;
  options: PreferencesOptions;
}

/** The preferences form: each criterion with its "required" switch; the server checks and answers in the visitor's language. */
export function PreferencesForm(props: Props) {
  return (
    <ApiQueryProvider>
      <PreferencesFields {...props} />
    </ApiQueryProvider>
  );
}

type Input = (typeof preferencesInputSchema)['_zod']['input'];

function PreferencesFields({ initial, options }: Props) {
  const t = useTranslations('preferences');
  const catalogue = useTranslations('errors.validation') as unknown as Translate;
  const update = useUpdatePreferences();
  const { control, handleSubmit, setValue, setError, formState } = useForm<Input, unknown, PreferencesInput>({
    resolver: catalogueResolver(preferencesInputSchema),
    defaultValues: initial,
    // Nothing is checked before a save, as before; a save checks everything.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const p = useWatch({ control }) as PreferencesInput;
  const [skillNames, setSkillNames] = useState(options.skillNames);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  // Each failed save moves the focus to the first preference it names (or to the form's message). The form
  // library publishes the fields' errors only after the failure callback has run, with the save's count, so
  // the move waits for the render that counts the failed save.
  const submitCount = formState.submitCount;
  // The count of saves before the one that failed, and the count the focus last moved for.
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const focusedFor = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failedAt === null || submitCount <= failedAt || focusedFor.current === submitCount) return;
    focusedFor.current = submitCount;
    const form = formRef.current;
    const first = form?.querySelector<HTMLElement>(
      'fieldset[data-invalid="true"] :is(input, select, textarea, button):not([disabled])',
    );
    (first ?? form?.querySelector<HTMLElement>('[data-testid="preferences-error"]'))?.focus();
  }, [failedAt, submitCount]);
  const patch = (next: Partial<PreferencesInput>) => {
    for (const [key, value] of Object.entries(next)) setValue(key as keyof PreferencesInput, value as never);
    setStatus('idle');
  };
  const fail = (message: string | null) => {
    setFormError(message);
    setStatus('failed');
    setFailedAt(submitCount);
  };
  const save = handleSubmit(
    async (values) => {
      setFailedAt(null);
      setStatus('saving');
      setFormError(null);
      const error = await update.mutateAsync(values).then(
        () => null,
        (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, {})),
      );
      if (!error) return setStatus('saved');
      for (const f of error.fields) setError(f.field as FieldPath<Input>, { type: 'server', message: f.message });
      fail(error.body.message ?? t('failed'));
    },
    // Matching and the chat need the required preferences: an empty one is not sent, it is named.
    () => fail(missingRequiredPreferences(p).length ? t('requiredMissingForm') : null),
  );
  /** The messages of a field and of everything under it, worded: a missing preference in the form's words. */
  const errorsUnder = (prefix: string) =>
    messagesUnder(get(formState.errors, prefix)).map((message) =>
      decodeRef(message)?.key === 'required' ? t('requiredMissing') : messageText(message, [catalogue]),
    );
  const mandatoryIndex = (c: MatchCriterion) => p.mandatory.indexOf(c);

  const section = (criterion: MatchCriterion, field: string, title: string, children: ReactNode) => (
    <PreferenceSection
      criterion={criterion}
      title={title}
      messages={[
        ...errorsUnder(field),
        ...(mandatoryIndex(criterion) >= 0 ? errorsUnder(`mandatory.${mandatoryIndex(criterion)}`) : []),
      ]}
      isMandatory={p.mandatory.includes(criterion)}
      onToggleMandatory={() => patch({ mandatory: toggleIn(p.mandatory, criterion) })}
    >
      {children}
    </PreferenceSection>
  );
  const checkboxes = <T extends string | number>(
    values: readonly T[],
    chosen: T[],
    label: (v: T) => string,
    onChange: (next: T[]) => void,
  ) => <ChipChecks values={values} chosen={chosen} label={label} onChange={onChange} />;

  const filled = mandatoryPreferencesFilledIn(p);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void save(event)}>
      <p className={filled ? styles.done : styles.hint} data-testid="preferences-filled-in">
        {filled ? t('filledInDone') : t('filledIn')}
      </p>
      {section(
        'categories',
        'categoryIds',
        t('categories'),
        checkboxes(
          options.categories.map((c) => c.id),
          p.categoryIds,
          (id) => options.categories.find((c) => c.id === id)?.label ?? String(id),
          (categoryIds) => patch({ categoryIds }),
        ),
      )}
      {section(
        'seniority',
        'seniorities',
        t('seniority'),
        checkboxes(
          SENIORITIES,
          p.seniorities,
          (s) => options.seniorityLabels[s] ?? s,
          (seniorities) => patch({ seniorities }),
        ),
      )}
      {section(
        'salary',
        'salaryExpectation',
        t('salary'),
        <div className={styles.row}>
          <label className={styles.field}>
            {t('salaryAmount')}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={500}
              value={p.salaryExpectation ?? ''}
              onChange={(e) => patch({ salaryExpectation: e.target.value === '' ? null : Number(e.target.value) })}
              aria-invalid={errorsUnder('salaryExpectation').length > 0}
              data-testid="salary-expectation"
            />
          </label>
          <label className={styles.field}>
            {t('currency')}
            <select
              value={p.salaryCurrency}
              onChange={(e) => patch({ salaryCurrency: e.target.value as PreferencesInput['salaryCurrency'] })}
            >
              {SALARY_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
        </div>,
      )}
      {section(
        'workplace',
        'workplaceTypes',
        t('workplace'),
        checkboxes(
          WORKPLACE_TYPES,
          p.workplaceTypes,
          (w) => options.workplaceLabels[w] ?? w,
          (workplaceTypes) => patch({ workplaceTypes }),
        ),
      )}
      {section(
        'skills',
        'skills',
        t('skills'),
        <SkillPicker
          chosen={p.skills.map((s) => ({
            id: s.skillId,
            name: skillNames[s.skillId] ?? String(s.skillId),
            level: s.level,
          }))}
          levels={SKILL_LEVEL_VALUES}
          levelLabel={(level) => `${level} – ${options.skillLevelLabels[level] ?? ''}`}
          defaultLevel={3}
          labels={{
            search: t('skillSearch'),
            level: (skill) => t('skillLevel', { skill }),
            remove: (name) => t('removeSkill', { name }),
            noneFound: t('noSkillFound'),
          }}
          onChange={(next) => {
            patch({ skills: next.flatMap((s) => (s.id === null ? [] : [{ skillId: s.id, level: s.level }])) });
            setSkillNames((prev) => ({ ...prev, ...Object.fromEntries(next.map((s) => [s.id, s.name])) }));
          }}
        />,
      )}
      {section(
        'cities',
        'cityIds',
        t('cities'),
        <ListPicker
          label={t('chooseCity')}
          addLabel={t('addCity')}
          removeLabel={(name) => t('remove', { name })}
          options={options.cities.map((c) => ({ value: String(c.id), label: c.label }))}
          chosen={p.cityIds.map(String)}
          onChange={(ids) => patch({ cityIds: ids.map(Number) })}
        />,
      )}
      {section(
        'languages',
        'languages',
        t('languages'),
        <LanguagePicker
          chosen={p.languages}
          codes={PREFERENCE_LANGUAGES}
          names={options.languageNames}
          levels={LANGUAGE_LEVELS}
          defaultLevel="b2"
          labels={{
            language: t('language'),
            level: t('languageLevel'),
            add: t('addLanguage'),
            remove: (name) => t('remove', { name }),
          }}
          onChange={(languages) => patch({ languages })}
        />,
      )}
      <fieldset className={styles.section} data-testid="preferences-open-to-invitations">
        <legend className={styles.legend}>{t('openToInvitationsTitle')}</legend>
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={p.openToInvitations}
            onChange={(e) => patch({ openToInvitations: e.target.checked })}
          />
          <span>{t('openToInvitations')}</span>
        </label>
        <p className={styles.hint}>{t('openToInvitationsHint')}</p>
      </fieldset>
      {formError ? (
        <p className={styles.error} role="alert" tabIndex={-1} data-testid="preferences-error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={status === 'saving'} data-testid="save-preferences">
          {status === 'saving' ? t('saving') : t('save')}
        </button>
        {status === 'saved' ? (
          <p role="status" className={styles.done}>
            {t('saved')} <a href={options.matchesHref}>{t('seeMatches')}</a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
