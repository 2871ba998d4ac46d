'use client';

import { useTranslations } from 'next-intl';
import { useController, useWatch } from 'react-hook-form';
import { CheckField, TextField } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { fillCompanyName } from '@/lib/company-rules';
import { CLAUSE_MAX, COMPANY_PLACEHOLDER, CONSENT_MIN, INFORMATION_CLAUSE_MIN } from '../constants';
import type { ClausesView } from '../types';
import { clausesSchema } from '../validation';
import styles from './company-forms.module.css';
import { updateClauses } from '../api/update-clauses';
import { SaveBar, useSchemaForm } from './form-bits';

type Clauses = ClausesView;
type ConsentKey = 'futureConsent' | 'customConsent';
type ClausesControl = ReturnType<typeof useSchemaForm<typeof clausesSchema>>['control'];

/**
 * The information clause and the two optional consents the offer form pre-fills, checked with the server's
 * schema as they are written. A consent names the company by the placeholder; the form can insert it at the
 * cursor and shows the text as candidates read it.
 */
export function ClausesForm({
  initial,
  companyName,
  readOnly,
}: {
  initial: Clauses;
  companyName: string;
  readOnly: boolean;
}) {
  const t = useTranslations('employerCompany');
  const { control, status, errorOf, save, reset } = useSchemaForm(clausesSchema, initial);
  const values = useWatch({ control }) as Clauses;

  const counter = (text: string) => (
    <span className={text.length > CLAUSE_MAX - 200 ? form.warning : form.hint}>
      {t('clauses.counter', { count: text.length, max: CLAUSE_MAX })}
    </span>
  );

  const consent = (key: ConsentKey, enabledKey: 'futureConsentEnabled' | 'customConsentEnabled') => {
    const label = key === 'futureConsent' ? 'future' : 'custom';
    return (
      <div className={styles.consent}>
        <CheckField
          control={control}
          name={enabledKey}
          label={t(`clauses.${label}Enabled`)}
          inputProps={values[enabledKey] ? { 'aria-controls': `clauses-${key}-group` } : undefined}
        />
        {values[enabledKey] ? (
          <div id={`clauses-${key}-group`} className={styles.fieldset}>
            <TextField
              control={control}
              name={key}
              id={`clauses-${key}`}
              label={t(`clauses.${key}`)}
              hint={t('clauses.consentHint', { min: CONSENT_MIN, placeholder: COMPANY_PLACEHOLDER })}
              error={errorOf(key)}
              required
              multiline
              inputProps={{ rows: 4, maxLength: CLAUSE_MAX }}
            />
            <div className={styles.counterRow}>
              <PlaceholderButton
                control={control}
                name={key}
                label={t('clauses.insertPlaceholder', { placeholder: COMPANY_PLACEHOLDER })}
              />
              {counter(values[key] ?? '')}
            </div>
            {values[key]?.includes(COMPANY_PLACEHOLDER) ? (
              <p className={styles.consentText}>
                {t('clauses.previewLabel', { text: fillCompanyName(values[key], companyName) })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className={form.form}
      noValidate
      data-testid="clauses"
      aria-describedby={readOnly ? 'clauses-readonly' : undefined}
      onSubmit={save(updateClauses, (answer) => reset(answer.clauses))}
    >
      {readOnly ? (
        <p id="clauses-readonly" className={styles.notice}>
          {t('common.readOnly')}
        </p>
      ) : null}
      <fieldset className={styles.fieldset} disabled={readOnly}>
        <TextField
          control={control}
          name="informationClause"
          id="clauses-informationClause"
          label={t('clauses.informationClause')}
          hint={t('clauses.informationHint', { min: INFORMATION_CLAUSE_MIN, placeholder: COMPANY_PLACEHOLDER })}
          error={errorOf('informationClause')}
          required
          multiline
          inputProps={{ rows: 8, maxLength: CLAUSE_MAX }}
        />
        <div className={styles.counterRow}>
          <span />
          {counter(values.informationClause ?? '')}
        </div>
        {consent('futureConsent', 'futureConsentEnabled')}
        {consent('customConsent', 'customConsentEnabled')}
        <SaveBar status={status} disabled={readOnly} />
      </fieldset>
    </form>
  );
}

/** Inserts the company placeholder at the cursor of the consent's text area (or at its end). */
function PlaceholderButton({ control, name, label }: { control: ClausesControl; name: ConsentKey; label: string }) {
  const { field } = useController({ control, name });
  const insert = () => {
    const area = document.getElementById(`clauses-${name}`) as HTMLTextAreaElement | null;
    const text = (field.value as string) ?? '';
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    field.onChange(`${text.slice(0, start)}${COMPANY_PLACEHOLDER}${text.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      const at = start + COMPANY_PLACEHOLDER.length;
      area?.setSelectionRange(at, at);
    });
  };
  return (
    <button type="button" className={form.secondary} onClick={insert}>
      {label}
    </button>
  );
}
