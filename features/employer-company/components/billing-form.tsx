'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import { EU_COUNTRIES, VAT_EXAMPLES } from '../constants';
import type { BillingDataView as BillingData } from '../types';
import styles from './company-forms.module.css';
import { Field, SaveBar, send, useSaveForm } from './form-bits';

const EMPTY: BillingData = {
  companyName: '',
  street: '',
  number: '',
  postalCode: '',
  city: '',
  country: 'PL',
  taxId: '',
};

type Key = keyof BillingData;

/** The invoice data; the tax id's hint and the postal code's follow the chosen country. */
export function BillingForm({
  initial,
  companyName,
  countries,
}: {
  initial: BillingData | null;
  companyName: string;
  countries: { code: string; name: string }[];
}) {
  const t = useTranslations('employerCompany');
  const { values, errors, status, set, submit, setValues } = useSaveForm<BillingData>(
    initial ?? { ...EMPTY, companyName },
    'billing',
  );
  const isEu = (EU_COUNTRIES as readonly string[]).includes(values.country);
  const taxHint =
    values.country === 'PL'
      ? t('billing.taxIdHintPl')
      : isEu
        ? t('billing.taxIdHintEu', { example: VAT_EXAMPLES[values.country as keyof typeof VAT_EXAMPLES] })
        : t('billing.taxIdHintOther');

  const text = (key: Key, autoComplete: string, maxLength: number, hint?: string) => (
    <Field id={`billing-${key}`} label={t(`billing.${key}`)} hint={hint} error={errors[key]} required>
      {(aria) => (
        <input
          {...aria}
          className={form.input}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(
          () => send('/api/v2/employer-panel/company/billing-data', 'PATCH', values),
          (next: { billingData: BillingData }) => setValues(next.billingData),
        );
      }}
    >
      {text('companyName', 'organization', 240)}
      <div className={styles.addressRow}>
        {text('street', 'address-line1', 120)}
        {text('number', 'address-line2', 20)}
      </div>
      <div className={styles.pair}>
        {text('postalCode', 'postal-code', 10, values.country === 'PL' ? t('billing.postalCodeHintPl') : undefined)}
        {text('city', 'address-level2', 80)}
      </div>
      <div className={styles.pair}>
        <Field id="billing-country" label={t('billing.country')} error={errors.country} required>
          {(aria) => (
            <select
              {...aria}
              className={form.select}
              autoComplete="country"
              value={values.country}
              onChange={(e) => set('country', e.target.value)}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('taxId', 'off', 40, taxHint)}
      </div>
      <SaveBar status={status} />
    </form>
  );
}
