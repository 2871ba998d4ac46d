'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { type OfferFormValues } from '../schema';
import { CheckField, Section, SelectField, TextField } from './fields';
import { useFormOptions } from './form-options';
import styles from './offer-form.module.css';

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
