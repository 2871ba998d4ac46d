'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { EU_COUNTRIES, VAT_EXAMPLES } from '../constants';
import { updateBillingData } from '../api/update-billing-data';
import type { BillingDataView as BillingData } from '../types';
import { billingDataSchema } from '../validation';
import styles from './company-forms.module.css';
import { SaveBar, useSchemaForm } from './form-bits';

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

/**
 * The invoice data, checked in the browser with the server's schema (NIP checksum, postal code and VAT
 * number of the chosen country) before anything is sent; the tax id's hint and the postal code's follow the
 * chosen country.
 */
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
  const { control, status, errorOf, save, reset } = useSchemaForm(
    billingDataSchema,
    initial ?? { ...EMPTY, companyName },
  );
  const country = useWatch({ control, name: 'country' });
  const isEu = (EU_COUNTRIES as readonly string[]).includes(country);
  const taxHint =
    country === 'PL'
      ? t('billing.taxIdHintPl')
      : isEu
        ? t('billing.taxIdHintEu', { example: VAT_EXAMPLES[country as keyof typeof VAT_EXAMPLES] })
        : t('billing.taxIdHintOther');

  const text = (key: Key, autoComplete: string, maxLength: number, hint?: string) => (
    <TextField
      control={control}
      name={key}
      id={`billing-${key}`}
      label={t(`billing.${key}`)}
      hint={hint}
      error={errorOf(key)}
      required
      inputProps={{ autoComplete, maxLength }}
    />
  );

  return (
    <form
      className={form.form}
      noValidate
      data-testid="billing-data"
      onSubmit={save(updateBillingData, (next) => reset(next.billingData))}
    >
      {text('companyName', 'organization', 240)}
      <div className={styles.addressRow}>
        {text('street', 'address-line1', 120)}
        {text('number', 'address-line2', 20)}
      </div>
      <div className={styles.pair}>
        {text('postalCode', 'postal-code', 10, country === 'PL' ? t('billing.postalCodeHintPl') : undefined)}
        {text('city', 'address-level2', 80)}
      </div>
      <div className={styles.pair}>
        <SelectField
          control={control}
          name="country"
          id="billing-country"
          label={t('billing.country')}
          error={errorOf('country')}
          required
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          selectProps={{ autoComplete: 'country' }}
        />
        {text('taxId', 'off', 40, taxHint)}
      </div>
      <SaveBar status={status} />
    </form>
  );
}
