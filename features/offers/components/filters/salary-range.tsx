'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SALARY_CURRENCIES, type SalaryCurrency } from '../../options';
import {
  DEFAULT_SALARY_BOUNDS,
  formatSalary,
  formatSalaryInput,
  orderRange,
  parseSalary,
  snapSalary,
  type SalaryBounds,
} from './salary-input';
import styles from './filters.module.css';

type Range = { from: number; to: number };

/**
 * The salary filter: a two-thumb slider (steps of 500) and two typed amounts (spaces between
 * thousands, up to two decimals, clamped). The lower value never passes the upper one; the full
 * range means no salary filter. The typed fields are the ones the form submits.
 */
export function SalaryRange({
  salary,
  currency,
  bounds = DEFAULT_SALARY_BOUNDS,
}: {
  salary: Range | null;
  currency: SalaryCurrency;
  bounds?: SalaryBounds;
}) {
  const t = useTranslations('filters');
  const id = useId();
  const full = { from: bounds.min, to: bounds.max };
  const [range, setRange] = useState<Range>(salary ?? full);
  const [text, setText] = useState({
    from: salary ? formatSalary(salary.from) : '',
    to: salary ? formatSalary(salary.to) : '',
  });

  const show = (next: Range) => {
    setRange(next);
    const isFull = next.from <= bounds.min && next.to >= bounds.max;
    setText(isFull ? { from: '', to: '' } : { from: formatSalary(next.from), to: formatSalary(next.to) });
  };

  const slide = (side: 'from' | 'to', raw: number) => {
    const value = snapSalary(raw, bounds);
    show(orderRange(side === 'from' ? value : range.from, side === 'to' ? value : range.to, side));
  };

  const type = (side: 'from' | 'to', raw: string) => {
    const formatted = formatSalaryInput(raw);
    setText((old) => ({ ...old, [side]: formatted }));
    const value = parseSalary(formatted, bounds);
    const next = { ...range, [side]: value ?? (side === 'from' ? bounds.min : bounds.max) };
    // The thumbs follow the typing; the order is settled when the field is left.
    setRange({ from: Math.min(next.from, next.to), to: Math.max(next.from, next.to) });
  };

  const settle = (side: 'from' | 'to') => {
    const from = parseSalary(text.from, bounds);
    const to = parseSalary(text.to, bounds);
    if (from === null && to === null) return show(full);
    const ordered = orderRange(from ?? bounds.min, to ?? bounds.max, side);
    setRange(ordered);
    setText({ from: from === null ? '' : formatSalary(ordered.from), to: to === null ? '' : formatSalary(ordered.to) });
  };

  const percent = (v: number) => ((v - bounds.min) / (bounds.max - bounds.min)) * 100;
  return (
    <fieldset className={styles.salary}>
      <legend>{t('salaryRange')}</legend>
      <div className={styles.slider}>
        <span
          className={styles.sliderFill}
          style={{ left: `${percent(range.from)}%`, width: `${percent(range.to) - percent(range.from)}%` }}
          aria-hidden="true"
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={range.from}
          aria-label={t('salaryMin')}
          aria-valuetext={`${formatSalary(range.from)} ${currency}`}
          onChange={(event) => slide('from', Number(event.target.value))}
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={range.to}
          aria-label={t('salaryMax')}
          aria-valuetext={`${formatSalary(range.to)} ${currency}`}
          onChange={(event) => slide('to', Number(event.target.value))}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('salaryFrom')}</label>
        <input
          id={`${id}-from`}
          name="salaryFrom"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatSalary(bounds.min)}
          value={text.from}
          onChange={(event) => type('from', event.target.value)}
          onBlur={() => settle('from')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('salaryTo')}</label>
        <input
          id={`${id}-to`}
          name="salaryTo"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatSalary(bounds.max)}
          value={text.to}
          onChange={(event) => type('to', event.target.value)}
          onBlur={() => settle('to')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-currency`}>{t('currency')}</label>
        <select id={`${id}-currency`} name="currency" defaultValue={currency}>
          {SALARY_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
