'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LanguagePicker } from '@/components/pickers/language-picker';
import { SkillPicker } from '@/components/pickers/skill-picker';
import form from '@/components/ui/form.module.css';
import { OFFER_FORM_BOUNDS } from '../config';
import { LANGUAGE_LEVELS, SKILL_LEVELS } from '../options';
import { type FormSkill, type OfferFormValues } from '../schema';
import { ErrorText, Section, useFieldError } from './fields';
import { useFormOptions } from './form-options';
import styles from './offer-form.module.css';

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
