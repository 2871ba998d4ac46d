'use client';

import { useId, useState } from 'react';
import styles from './details.module.css';

export interface SalaryRow {
  key: string;
  /** The salary as published (its own currency and unit). */
  original: string;
  /** Monthly amounts converted into each board currency, formatted; absent when not disclosed. */
  converted: Record<string, string>;
  detail: string;
}

export interface SalarySwitchProps {
  rows: SalaryRow[];
  currencies: string[];
  /** `toggle` buttons (enableCurrencyChange), a `dropdown` (enableCurrencyDropdown), or none. */
  mode: 'toggle' | 'dropdown' | null;
  text: { label: string; original: string };
}

/** The offer's salaries, with the currency switch the board enables. */
export function SalarySwitch({ rows, currencies, mode, text }: SalarySwitchProps) {
  const [currency, setCurrency] = useState<string>('original');
  const selectId = useId();
  const options = ['original', ...currencies];
  const canSwitch = mode !== null && rows.some((r) => Object.keys(r.converted).length > 0);
  const labelOf = (c: string) => (c === 'original' ? text.original : c);
  return (
    <div className={styles.salaryBlock}>
      <ul className={styles.salaries} aria-live="polite">
        {rows.map((row) => (
          <li key={row.key}>
            <strong>{currency === 'original' ? row.original : (row.converted[currency] ?? row.original)}</strong>{' '}
            <span>{row.detail}</span>
          </li>
        ))}
      </ul>
      {canSwitch && mode === 'dropdown' ? (
        <label className={styles.currencySelect} htmlFor={selectId}>
          <span>{text.label}</span>
          <select id={selectId} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {options.map((c) => (
              <option key={c} value={c}>
                {labelOf(c)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {canSwitch && mode === 'toggle' ? (
        <div role="group" aria-label={text.label} className={styles.currencyToggle}>
          {options.map((c) => (
            <button key={c} type="button" aria-pressed={currency === c} onClick={() => setCurrency(c)}>
              {labelOf(c)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
