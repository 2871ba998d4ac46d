import { getTranslations } from 'next-intl/server';
import form from '@/components/ui/form.module.css';
import buttons from '@/components/ui/buttons.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { incomeBasedZusBase, zusSchemeAllowed } from '../b2b-contract';
import { formatMoney } from '../format';
import { salaryCalculatorSearch, type SalaryCalculatorQuery } from '../schemas';
import { TAX_PARAMETERS } from '../tax-parameters-2026';
import { B2B_TAX_FORMS, B2B_ZUS_SCHEMES, CONTRACTS, DIRECTIONS } from '../types';
import { CALCULATOR_RESULT_ID } from './calculator-result';
import { hiddenOptionKeys, HiddenFields, MARKET_KEYS } from './hidden-fields';
import { LiveForm } from './live-form';
import styles from './salary-calculator.module.css';

/** The calculator's inputs: a GET form whose fields are the page's query. */
export async function CalculatorForm({
  q,
  action,
  locale,
}: {
  q: SalaryCalculatorQuery;
  action: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'salaryCalculator' });
  const check = (name: 'commuting' | 'under26' | 'student' | 'sickness', label: string) => (
    <label className={form.check}>
      <input type="checkbox" name={name} defaultChecked={q[name]} />
      <span>{label}</span>
    </label>
  );
  const radios = <T extends string>(name: string, values: readonly T[], current: T, label: (v: T) => string) =>
    values.map((value) => (
      <label key={value} className={styles.choice}>
        <input type="radio" name={name} value={value} defaultChecked={value === current} />
        <span>{label(value)}</span>
      </label>
    ));
  const under26 = check(
    'under26',
    t('under26', { limit: formatMoney(TAX_PARAMETERS.youthExemptionAnnual, locale, { decimals: false }) }),
  );
  return (
    <LiveForm
      action={action}
      className={`${styles.card} ${styles.form}`}
      label={t('formLabel')}
      resultId={CALCULATOR_RESULT_ID}
    >
      <fieldset className={styles.fieldset}>
        <legend className={form.label}>{t('contractLegend')}</legend>
        <div className={styles.choices}>{radios('contract', CONTRACTS, q.contract, (v) => t(`contract.${v}`))}</div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={form.label}>{t('directionLegend')}</legend>
        <div className={styles.segmented}>
          {radios('direction', DIRECTIONS, q.direction, (v) => t(`direction.${v}`))}
        </div>
      </fieldset>
      <div className={form.field}>
        <label className={form.label} htmlFor="salary-amount">
          {t('amount')}
        </label>
        <input
          id="salary-amount"
          className={form.input}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          pattern="[0-9 ]{1,12}([.,][0-9]{1,2})?"
          required
          defaultValue={String(q.amount)}
          aria-describedby="salary-amount-hint"
        />
        <p id="salary-amount-hint" className={form.hint}>
          {t('amountHint')}
        </p>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={form.label}>{t('optionsLegend')}</legend>
        <div className={styles.checks}>
          {q.contract === 'employment' ? (
            <>
              {check('commuting', t('commuting'))}
              {under26}
            </>
          ) : null}
          {q.contract === 'mandate' ? (
            <>
              {check('student', t('student'))}
              {under26}
              {check('sickness', t('sickness'))}
            </>
          ) : null}
          {q.contract === 'b2b' ? (
            <>
              <fieldset className={styles.fieldset}>
                <legend className={form.label}>{t('taxLegend')}</legend>
                <div className={styles.choices}>{radios('tax', B2B_TAX_FORMS, q.tax, (v) => t(`tax.${v}`))}</div>
              </fieldset>
              <fieldset className={styles.fieldset}>
                <legend className={form.label}>{t('zusLegend')}</legend>
                <div className={styles.choices}>{radios('zus', B2B_ZUS_SCHEMES, q.zus, (v) => t(`zus.${v}`))}</div>
                {q.zus === 'income_based' && !zusSchemeAllowed({ zus: q.zus, taxForm: q.tax }) ? (
                  <p className={form.hint} role="note" data-testid="zus-not-allowed">
                    {t('incomeBasedNotOnLumpSum')}
                  </p>
                ) : null}
              </fieldset>
              {q.zus === 'income_based' ? (
                <div className={form.field}>
                  <label className={form.label} htmlFor="salary-previous-income">
                    {t('previousIncome')}
                  </label>
                  <input
                    id="salary-previous-income"
                    className={form.input}
                    name="previousIncome"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    pattern="[0-9 ]{1,12}([.,][0-9]{1,2})?"
                    defaultValue={q.previousIncome ? String(q.previousIncome) : ''}
                    aria-describedby="salary-previous-income-hint"
                  />
                  <p id="salary-previous-income-hint" className={form.hint}>
                    {t('previousIncomeHint', {
                      limit: formatMoney(TAX_PARAMETERS.incomeBasedZus.revenueLimit, locale, { decimals: false }),
                      base: formatMoney(incomeBasedZusBase(TAX_PARAMETERS, q.previousIncome), locale),
                    })}
                  </p>
                </div>
              ) : null}
              {check('sickness', t('sickness'))}
              <div className={form.field}>
                <label className={form.label} htmlFor="salary-costs">
                  {t('costs')}
                </label>
                <input
                  id="salary-costs"
                  className={form.input}
                  name="costs"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  pattern="[0-9 ]{1,12}([.,][0-9]{1,2})?"
                  defaultValue={q.costs ? String(q.costs) : ''}
                  aria-describedby="salary-costs-hint"
                />
                <p id="salary-costs-hint" className={form.hint}>
                  {t('costsHint')}
                </p>
              </div>
            </>
          ) : null}
        </div>
      </fieldset>
      <HiddenFields
        search={salaryCalculatorSearch(q)}
        keys={[
          ...MARKET_KEYS,
          ...hiddenOptionKeys(q.contract),
          ...(q.contract === 'b2b' && q.zus !== 'income_based' ? ['previousIncome'] : []),
        ]}
      />
      <button type="submit" className={buttons.primary}>
        {t('submit')}
      </button>
    </LiveForm>
  );
}
