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
import { KeptInput } from '@/components/form/kept-controls';

type Range = { from: number; to: number };

/**
 * The salary filter: a two-thumb slider (steps of 500) and two typed amounts (spaces between
 * thousands, up to two decimals, clamped to the filter's limits). The slider spans the board's
 * real salaries (`sliderMax`, the upper end of their distribution); the upper thumb at its end,
 * like an empty "to", means no upper limit. The lower value never passes the upper one; the full
 * range means no salary filter. The typed fields are the ones the form submits; "to" stays empty
 * unless set.
 */
export function SalaryRange({
  salary,
  currency,
  bounds = DEFAULT_SALARY_BOUNDS,
  sliderMax = bounds.max,
}: {
  salary: Range | null;
  currency: SalaryCurrency;
  bounds?: SalaryBounds;
  sliderMax?: number;
}) {
  const t = useTranslations('filters');
  const id = useId();
  const full = { from: bounds.min, to: bounds.max };
  const top = Math.min(Math.max(sliderMax, bounds.min + bounds.step), bounds.max);
  const slider: SalaryBounds = { ...bounds, max: top };
  const [range, setRange] = useState<Range>(salary ?? full);
  const [text, setText] = useState({
    from: salary && salary.from > bounds.min ? formatSalary(salary.from) : '',
    to: salary && salary.to < bounds.max ? formatSalary(salary.to) : '',
  });

  const show = (next: Range) => {
    setRange(next);
    setText({
      from: next.from <= bounds.min ? '' : formatSalary(next.from),
      to: next.to >= bounds.max ? '' : formatSalary(next.to),
    });
  };

  const slide = (side: 'from' | 'to', raw: number) => {
    const snapped = snapSalary(raw, slider);
    // The upper thumb at the end of the slider is "no upper limit".
    const value = side === 'to' && snapped >= top ? bounds.max : snapped;
    const from = side === 'from' ? value : range.from;
    const to = side === 'to' ? value : range.to;
    show(side === 'from' && to >= bounds.max ? { from, to } : orderRange(from, to, side));
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

  const thumb = (v: number) => Math.min(v, top);
  const percent = (v: number) => ((thumb(v) - bounds.min) / (top - bounds.min)) * 100;
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
          max={top}
          step={bounds.step}
          value={thumb(range.from)}
          aria-label={t('salaryMin')}
          aria-valuetext={`${formatSalary(range.from)} ${currency}`}
          onChange={(event) => slide('from', Number(event.target.value))}
        />
        <input
          type="range"
          min={bounds.min}
          max={top}
          step={bounds.step}
          value={thumb(range.to)}
          aria-label={t('salaryMax')}
          aria-valuetext={`${formatSalary(thumb(range.to))}${range.to >= bounds.max ? '+' : ''} ${currency}`}
          onChange={(event) => slide('to', Number(event.target.value))}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('salaryFrom')}</label>
        <KeptInput
          id={`${id}-from`}
          name="salaryFrom"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatSalary(bounds.min)}
          value={text.from}
          onValueChange={(typed) => type('from', typed)}
          onBlur={() => settle('from')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('salaryTo')}</label>
        <KeptInput
          id={`${id}-to`}
          name="salaryTo"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatSalary(top)}
          value={text.to}
          onValueChange={(typed) => type('to', typed)}
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
