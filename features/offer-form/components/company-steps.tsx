'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import { logoProblem } from '../field-rules';
import { type OfferFormValues } from '../schema';
import { CheckField, ChoiceField, ErrorText, Section, SelectField, TextField, useFieldError } from './fields';
import { useFormOptions } from './form-options';
import styles from './offer-form.module.css';

function LogoField() {
  const t = useTranslations('offerFormUi.company');
  const { setValue, control, trigger } = useFormContext<OfferFormValues>();
  const logo = useWatch({ control, name: 'companyLogo' });
  const id = useId();
  const error = useFieldError('companyLogo');
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? (logo && !(logo instanceof File) ? logo.url : null);
  // The logo is the company's data: a member without that right sees it, and is told who changes it.
  const canChange = useFormOptions().canChangeLogo !== false;
  return (
    <div className={form.field}>
      <span className={form.label} id={`${id}-label`}>
        {t('logo')} <span aria-hidden="true">*</span>
      </span>
      <div className={styles.logoRow}>
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or our own logo route
          <img className={styles.logo} src={shown} alt={t('logoAlt')} />
        ) : (
          <span className={styles.logoEmpty}>{t('noLogo')}</span>
        )}
        <div className={form.field}>
          <span className={form.hint} id={`${id}-hint`} data-testid={canChange ? undefined : 'logo-read-only'}>
            {canChange ? t('logoHint') : shown ? t('logoReadOnly') : t('logoReadOnlyMissing')}
          </span>
          {canChange && (
            <label className={styles.fileButton}>
              {shown ? t('changeLogo') : t('chooseLogo')}
              <input
                type="file"
                className="visually-hidden"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                aria-invalid={error ? true : undefined}
                data-testid="field-companyLogo"
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  if (!file) return;
                  const problem = logoProblem(file);
                  setValue('companyLogo', file, { shouldDirty: true });
                  void trigger('companyLogo');
                  setPreview(problem ? null : URL.createObjectURL(file));
                }}
              />
            </label>
          )}
        </div>
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export function CompanyStep() {
  const t = useTranslations('offerFormUi.company');
  const options = useFormOptions();
  return (
    <Section testId="step-company">
      <LogoField />
      <div className={styles.grid}>
        <TextField name="companyName" label={t('name')} required autoComplete="organization" />
        <SelectField
          name="companySize"
          label={t('size')}
          required
          options={options.companySizes.map((s) => ({ value: s, label: t('sizeOption', { size: s }) }))}
        />
        <div className={styles.wide}>
          <TextField
            name="companyWebsite"
            label={t('website')}
            required
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={t('websiteHint')}
          />
        </div>
      </div>
    </Section>
  );
}

export function ContactStep() {
  const t = useTranslations('offerFormUi.contact');
  const { control } = useFormContext<OfferFormValues>();
  const type = useWatch({ control, name: 'applicationType' });
  return (
    <>
      <Section title={t('applicationTitle')} testId="step-contact-apply">
        <ChoiceField
          name="applicationType"
          legend={t('applicationType')}
          required
          options={[
            { value: 'email', label: t('byEmail') },
            { value: 'url', label: t('byUrl') },
          ]}
        />
        <TextField
          name="applicationTypeUri"
          label={type === 'url' ? t('applyUrl') : t('applyEmail')}
          type={type === 'url' ? 'url' : 'email'}
          inputMode={type === 'url' ? 'url' : 'email'}
          required
        />
      </Section>
      <Section title={t('contactTitle')} testId="step-contact-person">
        <p className={form.hint}>{t('contactHint')}</p>
        <div className={styles.grid}>
          <TextField name="contactName" label={t('name')} required autoComplete="name" />
          <TextField
            name="contactEmail"
            label={t('email')}
            type="email"
            inputMode="email"
            required
            autoComplete="email"
          />
          <TextField name="contactPhone" label={t('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        </div>
      </Section>
    </>
  );
}

export function ConsentsStep() {
  const t = useTranslations('offerFormUi.consents');
  const options = useFormOptions();
  const { control, setValue } = useFormContext<OfferFormValues>();
  const [future, custom] = useWatch({ control, name: ['futureConsentEnabled', 'customConsentEnabled'] });
  return (
    <>
      <Section title={t('clauseTitle')} testId="step-consents-clause">
        {options.clauses.length ? (
          <div className={styles.rowActions}>
            <span className={form.hint}>{t('fromCompany')}</span>
            {options.clauses.map((clause, i) => (
              <button
                key={i}
                type="button"
                className={styles.chip}
                onClick={() => setValue('informationClauseText', clause, { shouldDirty: true, shouldValidate: true })}
              >
                {t('useClause', { n: i + 1 })}
              </button>
            ))}
          </div>
        ) : null}
        <TextField name="informationClauseText" label={t('clause')} required multiline hint={t('clauseHint')} />
      </Section>
      <Section title={t('consentsTitle')} testId="step-consents-consents">
        <CheckField name="futureConsentEnabled" label={t('futureEnabled')} />
        {future ? (
          <TextField name="futureConsentText" label={t('futureText')} required multiline hint={t('placeholderHint')} />
        ) : null}
        <CheckField name="customConsentEnabled" label={t('customEnabled')} />
        {custom ? (
          <TextField name="customConsentText" label={t('customText')} required multiline hint={t('placeholderHint')} />
        ) : null}
      </Section>
    </>
  );
}
