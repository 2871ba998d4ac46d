'use client';

import { useState } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import styles from './pickers.module.css';

/** Chips of chosen values from a closed list (cities, …) with a select and an add button. */
export function ListPicker({
  label,
  addLabel,
  removeLabel,
  options,
  chosen,
  onChange,
}: {
  label: string;
  addLabel: string;
  removeLabel: (name: string) => string;
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (values: string[]) => void;
}) {
  const [pick, setPick] = useState('');
  const nameOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <div className={styles.picker}>
      <ul className={styles.chosen}>
        {chosen.map((v) => (
          <li key={v}>
            <span>{nameOf(v)}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={removeLabel(nameOf(v))}
              onClick={() => onChange(chosen.filter((x) => x !== v))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <label className={styles.field}>
          {label}
          <select value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="" />
            {options
              .filter((o) => !chosen.includes(o.value))
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </select>
        </label>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!pick}
          onClick={() => {
            onChange([...chosen, pick]);
            setPick('');
          }}
        >
          {addLabel}
        </button>
      </div>
    </div>
  );
}
