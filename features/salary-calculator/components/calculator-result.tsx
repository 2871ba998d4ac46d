import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney, withCurrency } from '../format';
import { sumMoney } from '../money';
import type { SalaryCalculatorQuery } from '../schemas';
import { TAX_PARAMETERS } from '../tax-parameters-2026';
import type { MonthResult, YearResult } from '../types';
import styles from './salary-calculator.module.css';

/** The result section's id: the form brings it into view on "Oblicz". */
export const CALCULATOR_RESULT_ID = 'salary-result';

const socialOf = (m: Omit<MonthResult, 'month'>) => sumMoney(m.pension, m.disability, m.sickness, m.otherSocial);

/** The computed year: the headline figures, the year's totals and the month-by-month table. */
export async function CalculatorResult({
  q,
  result,
  locale,
}: {
  q: SalaryCalculatorQuery;
  result: YearResult;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'salaryCalculator' });
  const money = (value: number) => formatMoney(value, locale);
  const year = TAX_PARAMETERS.year;
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const shortMonthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthDate = (month: number) => new Date(Date.UTC(year, month - 1, 1));
  const isB2b = q.contract === 'b2b';
  const total = result.total;
  const totals: [string, number][] = [
    [t('row.gross', { contract: q.contract }), total.gross],
    ...(isB2b && total.costs ? ([[t('row.costs'), -total.costs]] as [string, number][]) : []),
    [t('row.social'), -socialOf(total)],
    [t('row.health'), -total.health],
    [t('row.tax'), -total.tax],
  ];
  return (
    <section
      id={CALCULATOR_RESULT_ID}
      className={`${styles.card} ${styles.result}`}
      aria-labelledby="salary-result-heading"
      tabIndex={-1}
    >
      <h2 id="salary-result-heading" className={styles.sectionTitle}>
        {t('resultHeading')}
      </h2>
      <dl className={styles.headline} aria-live="polite" data-testid="salary-result">
        <div className={styles.primaryFigure}>
          <dt>{t('averageNet')}</dt>
          <dd data-testid="average-net">{withCurrency(money(result.averageNet), locale)}</dd>
        </div>
        <div>
          <dt>{t('monthlyGross', { contract: q.contract })}</dt>
          <dd data-testid="monthly-gross">{withCurrency(money(result.monthlyGross), locale)}</dd>
        </div>
        <div>
          <dt>{t('firstMonthNet')}</dt>
          <dd>{withCurrency(money(result.months[0]!.net), locale)}</dd>
        </div>
        <div>
          <dt>{t('yearNet')}</dt>
          <dd>{withCurrency(money(total.net), locale)}</dd>
        </div>
      </dl>
      {q.direction === 'net_to_gross' ? (
        <p className={styles.note}>{t('netToGrossNote', { net: withCurrency(money(q.amount), locale) })}</p>
      ) : null}

      <table className={styles.totals}>
        <caption>{t('yearTotals', { year })}</caption>
        <tbody>
          {totals.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{money(value)}</td>
            </tr>
          ))}
          <tr className={styles.totalRow}>
            <th scope="row">{t('row.net')}</th>
            <td>{money(total.net)}</td>
          </tr>
        </tbody>
      </table>

      <div className={styles.tableScroll} role="region" aria-labelledby="salary-months-caption" tabIndex={0}>
        <table className={styles.months}>
          <caption id="salary-months-caption">{t('monthsCaption', { year })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('column.month')}</th>
              <th scope="col" className={styles.wideOnly}>
                {t('column.gross', { contract: q.contract })}
              </th>
              <th scope="col">{t('column.social')}</th>
              <th scope="col">{t('column.health')}</th>
              <th scope="col">{t('column.tax')}</th>
              <th scope="col">{t('column.net')}</th>
            </tr>
          </thead>
          <tbody>
            {result.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">
                  <span className={styles.wideOnly}>{monthName.format(monthDate(m.month))}</span>
                  <span className={styles.narrowOnly}>{shortMonthName.format(monthDate(m.month))}</span>
                </th>
                <td className={styles.wideOnly}>{money(m.gross)}</td>
                <td>{money(socialOf(m))}</td>
                <td>{money(m.health)}</td>
                <td>{money(m.tax)}</td>
                <td className={styles.netCell}>{money(m.net)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.assumptions}>{t('assumptions', { year, checkedOn: TAX_PARAMETERS.checkedOn })}</p>
    </section>
  );
}
