'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import { ChoiceField, Section, TextField } from './fields';
import { useFormOptions } from './form-options';

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
