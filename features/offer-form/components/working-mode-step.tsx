'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { WORKING_TIME_UNDETERMINED } from '../options';
import { type OfferFormValues } from '../schema';
import { CheckField, ChoiceField, ErrorText, Section, SelectField, useFieldError } from './fields';
import { useFormOptions } from './form-options';

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
