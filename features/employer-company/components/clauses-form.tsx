'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import form from '@/components/ui/form.module.css';
import { CLAUSE_MAX, COMPANY_PLACEHOLDER, CONSENT_MIN, INFORMATION_CLAUSE_MIN } from '../constants';
import type { ClausesView } from '../types';
import styles from './company-forms.module.css';
import { Field, SaveBar, send, useSaveForm } from './form-bits';

type Clauses = ClausesView;
type ConsentKey = 'futureConsent' | 'customConsent';

/**
 * The information clause and the two optional consents the offer form pre-fills. A consent names the
 * company by the placeholder; the form can insert it at the cursor and shows the text as candidates read it.
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
  const { values, errors, status, set, submit, setValues } = useSaveForm<Clauses>(initial, 'clauses');
  const refs = { futureConsent: useRef<HTMLTextAreaElement>(null), customConsent: useRef<HTMLTextAreaElement>(null) };

  function insertPlaceholder(key: ConsentKey) {
    const area = refs[key].current;
    const text = values[key];
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    set(key, `${text.slice(0, start)}${COMPANY_PLACEHOLDER}${text.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      const at = start + COMPANY_PLACEHOLDER.length;
      area?.setSelectionRange(at, at);
    });
  }

  const counter = (text: string) => (
    <span className={text.length > CLAUSE_MAX - 200 ? form.warning : form.hint}>
      {t('clauses.counter', { count: text.length, max: CLAUSE_MAX })}
    </span>
  );

  const consent = (key: ConsentKey, enabledKey: 'futureConsentEnabled' | 'customConsentEnabled') => {
    const label = key === 'futureConsent' ? 'future' : 'custom';
    return (
      <div className={styles.consent}>
        <label className={form.check}>
          <input
            type="checkbox"
            checked={values[enabledKey]}
            onChange={(e) => set(enabledKey, e.target.checked)}
            aria-controls={values[enabledKey] ? `clauses-${key}-group` : undefined}
          />
          <span>{t(`clauses.${label}Enabled`)}</span>
        </label>
        {values[enabledKey] ? (
          <div id={`clauses-${key}-group`} className={styles.fieldset}>
            <Field
              id={`clauses-${key}`}
              label={t(`clauses.${key}`)}
              hint={t('clauses.consentHint', { min: CONSENT_MIN, placeholder: COMPANY_PLACEHOLDER })}
              error={errors[key]}
              required
            >
              {(aria) => (
                <textarea
                  {...aria}
                  ref={refs[key]}
                  className={form.textarea}
                  rows={4}
                  maxLength={CLAUSE_MAX}
                  value={values[key]}
                  onChange={(e) => set(key, e.target.value)}
                />
              )}
            </Field>
            <div className={styles.counterRow}>
              <button type="button" className={form.secondary} onClick={() => insertPlaceholder(key)}>
                {t('clauses.insertPlaceholder', { placeholder: COMPANY_PLACEHOLDER })}
              </button>
              {counter(values[key])}
            </div>
            {values[key].includes(COMPANY_PLACEHOLDER) ? (
              <p className={styles.consentText}>
                {t('clauses.previewLabel', { text: values[key].split(COMPANY_PLACEHOLDER).join(companyName) })}
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
      aria-describedby={readOnly ? 'clauses-readonly' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(
          () => send('/api/v2/employer-panel/company/clauses', 'PATCH', values),
          (next: { clauses: Clauses }) => setValues(next.clauses),
        );
      }}
    >
      {readOnly ? (
        <p id="clauses-readonly" className={styles.notice}>
          {t('common.readOnly')}
        </p>
      ) : null}
      <fieldset className={styles.fieldset} disabled={readOnly}>
        <Field
          id="clauses-informationClause"
          label={t('clauses.informationClause')}
          hint={t('clauses.informationHint', { min: INFORMATION_CLAUSE_MIN, placeholder: COMPANY_PLACEHOLDER })}
          error={errors.informationClause}
          required
        >
          {(aria) => (
            <textarea
              {...aria}
              className={form.textarea}
              rows={8}
              maxLength={CLAUSE_MAX}
              value={values.informationClause}
              onChange={(e) => set('informationClause', e.target.value)}
            />
          )}
        </Field>
        <div className={styles.counterRow}>
          <span />
          {counter(values.informationClause)}
        </div>
        {consent('futureConsent', 'futureConsentEnabled')}
        {consent('customConsent', 'customConsentEnabled')}
        <SaveBar status={status} disabled={readOnly} />
      </fieldset>
    </form>
  );
}
