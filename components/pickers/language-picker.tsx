'use client';

import { useState } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import styles from './pickers.module.css';

export interface LanguageChoice<L extends string> {
  code: string;
  level: L;
}

/**
 * Languages with a CEFR level (levels shown uppercased): no language twice, at most `max` entries (the
 * add controls disappear when the list is full).
 */
export function LanguagePicker<L extends string>({
  chosen,
  codes,
  names,
  levels,
  defaultLevel,
  labels,
  onChange,
  max,
}: {
  chosen: LanguageChoice<L>[];
  codes: readonly string[];
  names: Record<string, string>;
  levels: readonly L[];
  defaultLevel: L;
  labels: { language: string; level: string; add: string; remove: (name: string) => string; full?: string };
  onChange: (languages: LanguageChoice<L>[]) => void;
  max?: number;
}) {
  const [code, setCode] = useState('');
  const [level, setLevel] = useState<L>(defaultLevel);
  const full = max !== undefined && chosen.length >= max;
  return (
    <div className={styles.picker}>
      <ul className={styles.chosen}>
        {chosen.map((l) => (
          <li key={l.code}>
            <span>
              {names[l.code] ?? l.code} · {l.level.toUpperCase()}
            </span>
            <button
              type="button"
              className={styles.remove}
              aria-label={labels.remove(names[l.code] ?? l.code)}
              onClick={() => onChange(chosen.filter((x) => x.code !== l.code))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {full ? (
        labels.full ? (
          <p className={styles.hint}>{labels.full}</p>
        ) : null
      ) : (
        <div className={styles.row}>
          <label className={styles.field}>
            {labels.language}
            <select value={code} onChange={(e) => setCode(e.target.value)}>
              <option value="" />
              {codes
                .filter((c) => !chosen.some((l) => l.code === c))
                .map((c) => (
                  <option key={c} value={c}>
                    {names[c] ?? c}
                  </option>
                ))}
            </select>
          </label>
          <label className={styles.field}>
            {labels.level}
            <select value={level} onChange={(e) => setLevel(e.target.value as L)}>
              {levels.map((l) => (
                <option key={l} value={l}>
                  {l.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={buttons.secondary}
            disabled={!code}
            onClick={() => {
              onChange([...chosen, { code, level }]);
              setCode('');
            }}
          >
            {labels.add}
          </button>
        </div>
      )}
    </div>
  );
}
