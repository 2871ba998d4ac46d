'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LanguagePicker } from '@/components/pickers/language-picker';
import { SkillPicker } from '@/components/pickers/skill-picker';
import buttons from '@/components/ui/buttons.module.css';
import form from '@/components/ui/form.module.css';
import { OfferLocationMap } from '@/features/map/components/lazy-maps';
import { whenIdle } from '@/lib/idle';
import { OFFER_FORM_BOUNDS } from '../config';
import { LANGUAGE_LEVELS, SKILL_LEVELS, WORKING_TIME_UNDETERMINED } from '../options';
import { chosenCategoryKey } from '../field-rules';
import { type FormSkill, type OfferFormValues } from '../schema';
import { CheckField, ChoiceField, ErrorText, Section, SelectField, TextField, useFieldError } from './fields';
import type { DescriptionEditorProps } from './description-editor';
import { geocodeAddress } from './form-api';
import { useFormOptions } from './form-options';
import { LocalityField } from './locality-field';
import styles from './offer-form.module.css';

/** The editor once its module has loaded: rendered directly, with no loading state. */
let LoadedEditor: ComponentType<DescriptionEditorProps> | null = null;
const loadDescriptionEditor = () =>
  import('./description-editor').then((m) => {
    LoadedEditor = m.default;
    return m;
  });

// tiptap (~100 KiB gz) is never in the form's first load: it is fetched while the employer is on the step
// before the description (when the browser is idle), or when the description step opens first.
// Decision 0036.
const LazyDescriptionEditor = dynamic(loadDescriptionEditor, {
  ssr: false,
  loading: () => <div className={styles.editor} aria-busy="true" />,
});

/**
 * Loads the description editor and builds its editor in idle time, one task each, so opening the
 * description step neither parses tiptap nor builds the editor's schema and plugins.
 */
function usePreparedDescriptionEditor() {
  useEffect(() => {
    let cancel = whenIdle(() => {
      void loadDescriptionEditor().then((m) => {
        cancel = whenIdle(() => m.prepareDescriptionEditor());
      });
    });
    return () => cancel();
  }, []);
}

export function CategoryStep() {
  const t = useTranslations('offerFormUi.category');
  usePreparedDescriptionEditor();
  const options = useFormOptions();
  const { control, setValue } = useFormContext<OfferFormValues>();
  const [main, sub] = useWatch({ control, name: ['jobCategory', 'jobSubcategory'] });
  const mains = options.categories.filter((c) => c.parentKey === null);
  const subs = options.categories.filter((c) => c.parentKey === main && main !== '');
  return (
    <Section testId="step-category">
      <div className={styles.grid}>
        <SelectField
          name="jobCategory"
          label={t('main')}
          required
          options={mains.map((c) => ({ value: c.key, label: c.label }))}
          onChangeExtra={(value) => {
            // Spec: choosing a main category clears the subcategory.
            setValue('jobSubcategory', '', { shouldDirty: true });
            setValue('jobCategoryKey', chosenCategoryKey({ jobCategory: value, jobSubcategory: '' }));
          }}
        />
        {subs.length ? (
          <SelectField
            name="jobSubcategory"
            label={t('sub')}
            required
            options={subs.map((c) => ({ value: c.key, label: c.label }))}
            onChangeExtra={(value) =>
              setValue('jobCategoryKey', chosenCategoryKey({ jobCategory: main, jobSubcategory: value }))
            }
          />
        ) : null}
      </div>
      {main && !sub && subs.length ? <p className={styles.notice}>{t('multiCategory')}</p> : null}
    </Section>
  );
}

export function DescriptionStep() {
  const t = useTranslations('offerFormUi.description');
  const { control, setValue, trigger } = useFormContext<OfferFormValues>();
  const value = useWatch({ control, name: 'jobDescription' });
  const id = useId();
  const error = useFieldError('jobDescription');
  // Chosen once: switching from the lazy wrapper to the loaded module mid-typing would remount the editor.
  const [DescriptionEditor] = useState(() => LoadedEditor ?? LazyDescriptionEditor);
  return (
    <Section testId="step-description">
      <div className={form.field}>
        <span id={`${id}-label`} className={form.label}>
          {t('label')} <span aria-hidden="true">*</span>
        </span>
        <p id={`${id}-hint`} className={form.hint}>
          {t('hint')}
        </p>
        <DescriptionEditor
          value={value}
          labelId={`${id}-label`}
          describedBy={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          invalid={Boolean(error)}
          onChange={(html) =>
            setValue('jobDescription', html, {
              shouldDirty: true,
              shouldValidate: Boolean(error),
            })
          }
          onBlur={() => void trigger('jobDescription')}
        />
        <ErrorText id={`${id}-error`} message={error} />
      </div>
    </Section>
  );
}

export function LocationsStep() {
  const t = useTranslations('offerFormUi.locations');
  const options = useFormOptions();
  const { control, setValue, trigger } = useFormContext<OfferFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'locations' });
  const locations = useWatch({ control, name: 'locations' });
  const listError = useFieldError('locations');
  const excess = locations.length - options.maxLocations;
  const places = locations.flatMap((l, index) =>
    typeof l.latitude === 'number' && typeof l.longitude === 'number'
      ? [{ index, latitude: l.latitude, longitude: l.longitude, label: l.street ? `${l.city}, ${l.street}` : l.city }]
      : [],
  );
  const [moved, setMoved] = useState<Record<string, boolean>>({});
  return (
    <Section testId="step-locations">
      <p className={form.hint}>{t('hint', { max: options.maxLocations })}</p>
      {excess > 0 ? (
        <p className={styles.warning} role="alert" data-testid="locations-limit">
          {t('limit', { max: options.maxLocations, excess })}
        </p>
      ) : null}
      {fields.map((field, i) => (
        <LocationRow
          key={field.id}
          index={i}
          isMoved={moved[field.id] === true}
          onPlaced={() => setMoved((m) => ({ ...m, [field.id]: false }))}
          onRemove={() => {
            remove(i);
            void trigger('locations');
          }}
        />
      ))}
      <ErrorText id="locations-error" message={listError} />
      <div className={styles.rowActions}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={locations.length >= options.maxLocations}
          onClick={() => append({ city: '', street: '', countryCode: 'PL', latitude: null, longitude: null })}
          data-testid="add-location"
        >
          {t('add')}
        </button>
        {locations.length >= options.maxLocations ? <span className={form.hint}>{t('planLimit')}</span> : null}
      </div>
      {places.length ? (
        <OfferLocationMap
          className={styles.map}
          places={places}
          styleUrl={options.mapStyleUrl}
          labels={options.mapLabels}
          onPlaceMove={(n, point) => {
            const index = places[n]!.index;
            setValue(`locations.${index}.latitude`, point.latitude, { shouldDirty: true });
            setValue(`locations.${index}.longitude`, point.longitude, { shouldDirty: true });
            const fieldId = fields[index]?.id;
            if (fieldId) setMoved((m) => ({ ...m, [fieldId]: true }));
          }}
        />
      ) : null}
    </Section>
  );
}

/** What the pin of a location stands on, after the last look-up. */
type PinState = 'idle' | 'locating' | 'street' | 'locality' | 'notFound';

function LocationRow({
  index,
  isMoved,
  onPlaced,
  onRemove,
}: {
  index: number;
  /** The employer dragged this location's pin (the look-up no longer decides where it is). */
  isMoved: boolean;
  onPlaced: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations('offerFormUi.locations');
  const own = useTranslations('offerForm.errors');
  const { getValues, setValue, setError, clearErrors } = useFormContext<OfferFormValues>();
  const [pin, setPin] = useState<PinState>('idle');
  const [centre, setCentre] = useState<{ latitude: number; longitude: number } | null>(null);
  const lookUp = useRef<AbortController | null>(null);

  const place = (point: { latitude: number; longitude: number } | null) => {
    setValue(`locations.${index}.latitude`, point?.latitude ?? null, { shouldDirty: true });
    setValue(`locations.${index}.longitude`, point?.longitude ?? null, { shouldDirty: true });
  };
  /** Puts the pin where the address is: the street (a configured geocoder), else the locality's centre. */
  const locate = async () => {
    const { city, street, countryCode } = getValues(`locations.${index}`);
    if (!city.trim()) return;
    lookUp.current?.abort();
    const controller = new AbortController();
    lookUp.current = controller;
    setPin('locating');
    const answer = await geocodeAddress({ city, street, countryCode }, controller.signal);
    if (controller.signal.aborted) return;
    if (!answer.ok) return setPin('idle');
    onPlaced();
    if (answer.data.status === 'ZERO_RESULTS') {
      // Spec: ZERO_RESULTS marks the city invalid; the pin goes until the address is corrected or placed by hand.
      place(null);
      setError(`locations.${index}.city`, { message: 'addressNotFound' });
      return setPin('notFound');
    }
    place(answer.data);
    clearErrors(`locations.${index}.city`);
    setPin(answer.data.precision);
  };

  const note =
    pin === 'locating'
      ? t('locating')
      : isMoved
        ? t('pinMoved')
        : pin === 'street'
          ? t('pinStreet')
          : pin === 'locality'
            ? t('pinLocality')
            : null;
  return (
    <div className={styles.location} data-testid={`location-${index}`}>
      <p className={styles.locationHead}>
        <span>
          {t('location', { n: index + 1 })}
          {index === 0 ? <span className={styles.badge}>{t('main')}</span> : null}
        </span>
      </p>
      <LocalityField
        index={index}
        onChoose={(locality) => {
          setValue(`locations.${index}.countryCode`, locality.countryCode, { shouldDirty: true });
          setCentre({ latitude: locality.latitude, longitude: locality.longitude });
          place(locality);
          setPin('locality');
          onPlaced();
          if (getValues(`locations.${index}.street`).trim()) void locate();
        }}
        onTyped={() => {
          lookUp.current?.abort();
          setCentre(null);
          place(null);
          setPin('idle');
        }}
      />
      <div
        onBlurCapture={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.value.trim()) void locate();
        }}
      >
        <TextField
          name={`locations.${index}.street`}
          label={t('street')}
          required
          testId={`location-${index}-street`}
        />
      </div>
      <button type="button" className={buttons.secondary} onClick={onRemove} aria-label={t('remove', { n: index + 1 })}>
        {t('removeShort')}
      </button>
      {note || pin === 'notFound' ? (
        <p className={`${form.hint} ${styles.pinNote}`} role="status" data-testid={`location-${index}-pin`}>
          {pin === 'notFound' ? own('addressNotFound') : note}
          {pin === 'notFound' && centre ? (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                place(centre);
                clearErrors(`locations.${index}.city`);
                setPin('locality');
              }}
            >
              {t('placeAtLocality')}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

export function PositionStep() {
  const t = useTranslations('offerFormUi.position');
  const options = useFormOptions();
  const allowed = options.allowedSeniorities;
  return (
    <Section testId="step-position">
      <TextField name="jobPositionName" label={t('name')} required hint={t('nameHint')} />
      <ChoiceField
        name="jobPositionExperience"
        legend={t('experience')}
        required
        options={options.seniorities.filter((s) => allowed.length === 0 || allowed.includes(s.value))}
      />
      {allowed.length ? <p className={form.hint}>{t('planSeniority')}</p> : null}
    </Section>
  );
}

function SalaryBlock({ name, title }: { name: 'primarySalary' | 'additionalSalary'; title: string }) {
  const t = useTranslations('offerFormUi.salary');
  const options = useFormOptions();
  const { control } = useFormContext<OfferFormValues>();
  const type = useWatch({ control, name: `${name}.employmentType` });
  return (
    <fieldset className={styles.choices} data-testid={`salary-${name}`}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <div className={styles.salaryRow}>
        <SelectField
          name={`${name}.employmentType`}
          label={t('employmentType')}
          required
          options={options.employmentTypes}
        />
        <TextField name={`${name}.from`} label={t('from')} inputMode="decimal" testId={`${name}-from`} />
        <TextField name={`${name}.to`} label={t('to')} inputMode="decimal" testId={`${name}-to`} />
        {type === 'any' ? (
          <SelectField
            name={`${name}.salaryType`}
            label={t('salaryType')}
            required
            options={[
              { value: 'net', label: t('net') },
              { value: 'gross', label: t('gross') },
            ]}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

export function SalaryStep() {
  const t = useTranslations('offerFormUi.salary');
  const options = useFormOptions();
  const { control } = useFormContext<OfferFormValues>();
  const second = useWatch({ control, name: 'secondSalaryActive' });
  return (
    <Section testId="step-salary">
      <p className={styles.notice}>{t('transparency')}</p>
      <div className={styles.grid}>
        <SelectField
          name="salaryCurrency"
          label={t('currency')}
          required
          options={options.currencies.map((c) => ({ value: c, label: c }))}
        />
        <SelectField name="salaryUnit" label={t('unit')} required options={options.salaryUnits} />
      </div>
      <SalaryBlock name="primarySalary" title={t('primary')} />
      <CheckField name="secondSalaryActive" label={t('secondToggle')} />
      {second ? <SalaryBlock name="additionalSalary" title={t('additional')} /> : null}
    </Section>
  );
}

function SkillList({
  name,
  other,
  title,
}: {
  name: 'requiredSkills' | 'optionalSkills';
  other: FormSkill[];
  title: string;
}) {
  const t = useTranslations('offerFormUi.skills');
  const options = useFormOptions();
  const { control, setValue, trigger } = useFormContext<OfferFormValues>();
  const chosen = useWatch({ control, name });
  const error = useFieldError(name);
  const id = useId();
  const levelLabel = (level: number) => options.skillLevels.find((l) => l.value === level)?.label ?? String(level);
  return (
    <div className={form.field} data-testid={`skills-${name}`}>
      <h2 className={styles.sectionTitle}>
        {title}
        {name === 'requiredSkills' ? <span aria-hidden="true"> *</span> : null}
      </h2>
      <SkillPicker
        chosen={chosen}
        levels={SKILL_LEVELS}
        levelLabel={levelLabel}
        defaultLevel={3}
        pageSize={100}
        max={OFFER_FORM_BOUNDS.skillsMaxPerList}
        taken={other.map((s) => s.name)}
        suggested={name === 'requiredSkills' ? options.suggestedSkills.slice(0, 16) : undefined}
        inputId={`${id}-search`}
        invalid={Boolean(error)}
        testId={`skill-search-${name}`}
        onBlur={() => {
          if (error) void trigger(name);
        }}
        labels={{
          search: t('search'),
          level: (skill) => t('level', { skill }),
          remove: (skill) => t('remove', { skill }),
          noneFound: t('noneFound'),
          suggested: t('suggested'),
          duplicate: t('duplicate'),
        }}
        onChange={(next) => {
          setValue(name, next, { shouldDirty: true });
          void trigger(name);
        }}
      />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export function SkillsStep() {
  const t = useTranslations('offerFormUi.skills');
  const options = useFormOptions();
  const { control, setValue } = useFormContext<OfferFormValues>();
  const [required, optional, languages] = useWatch({
    control,
    name: ['requiredSkills', 'optionalSkills', 'languages'],
  });
  const languageError = useFieldError('languages');
  return (
    <>
      <Section testId="step-skills">
        <SkillList name="requiredSkills" other={optional} title={t('required')} />
        <SkillList name="optionalSkills" other={required} title={t('optional')} />
      </Section>
      <Section title={t('languages')} testId="step-languages">
        <p className={form.hint}>{t('languagesHint', { max: OFFER_FORM_BOUNDS.languagesMax })}</p>
        <LanguagePicker
          chosen={languages}
          codes={options.languageCodes}
          names={options.languageNames}
          levels={LANGUAGE_LEVELS as readonly string[]}
          defaultLevel="b2"
          max={OFFER_FORM_BOUNDS.languagesMax}
          labels={{
            language: t('language'),
            level: t('languageLevel'),
            add: t('addLanguage'),
            remove: (name) => t('removeLanguage', { name }),
            full: t('languagesFull', { max: OFFER_FORM_BOUNDS.languagesMax }),
          }}
          onChange={(next) => setValue('languages', next, { shouldDirty: true, shouldValidate: true })}
        />
        <ErrorText id="languages-error" message={languageError} />
      </Section>
    </>
  );
}

/** `<input type="datetime-local">` value of an ISO date (local time), '' for none. */
function localInputValue(iso: string): string {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function WorkingModeStep() {
  const t = useTranslations('offerFormUi.workingMode');
  const options = useFormOptions();
  const { control, setValue, register } = useFormContext<OfferFormValues>();
  const expiredAt = useWatch({ control, name: 'expiredAt' });
  const id = useId();
  const expiryError = useFieldError('expiredAt');
  const { ref: expiryRef } = register('expiredAt');
  return (
    <>
      <Section testId="step-working-mode">
        <ChoiceField name="workingPlace" legend={t('workplace')} required options={options.workplaceTypes} />
        <SelectField
          name="workingTime"
          label={t('workingTime')}
          required
          emptyLabel={null}
          options={[{ value: WORKING_TIME_UNDETERMINED, label: t('undetermined') }, ...options.workingTimes]}
        />
        <CheckField name="remoteInterview" label={t('remoteInterview')} />
        <CheckField name="openToHireUkrainians" label={t('openToHireUkrainians')} />
      </Section>
      <Section title={t('expiryTitle')} testId="step-expiry">
        <label className={form.check}>
          <input
            type="checkbox"
            checked={expiredAt !== ''}
            onChange={(e) => {
              const inAMonth = new Date(Date.now() + 30 * 86_400_000);
              inAMonth.setMinutes(0, 0, 0);
              setValue('expiredAt', e.target.checked ? inAMonth.toISOString() : '', {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
          />
          <span>{t('expiryToggle')}</span>
        </label>
        {expiredAt !== '' ? (
          <div className={form.field}>
            <label htmlFor={id} className={form.label}>
              {t('expiry')}
            </label>
            <input
              id={id}
              ref={expiryRef}
              className={form.input}
              type="datetime-local"
              value={localInputValue(expiredAt)}
              aria-invalid={expiryError ? true : undefined}
              aria-describedby={expiryError ? `${id}-error` : undefined}
              onChange={(e) => {
                const at = new Date(e.target.value);
                setValue('expiredAt', Number.isNaN(at.getTime()) ? e.target.value : at.toISOString(), {
                  shouldDirty: true,
                  shouldValidate: true,
                });
              }}
            />
            <ErrorText id={`${id}-error`} message={expiryError} />
          </div>
        ) : null}
      </Section>
    </>
  );
}
