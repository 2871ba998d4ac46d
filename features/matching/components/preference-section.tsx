'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { REQUIRED_PREFERENCES, type MatchCriterion } from '../criteria';
import styles from './preferences-form.module.css';

/** One criterion of the preferences form: its controls, its "required" switch and the messages naming it. */
export function PreferenceSection({
  criterion,
  title,
  messages,
  isMandatory,
  onToggleMandatory,
  children,
}: {
  criterion: MatchCriterion;
  title: string;
  messages: string[];
  isMandatory: boolean;
  onToggleMandatory: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('preferences');
  return (
    <fieldset
      className={styles.section}
      data-testid={`preferences-${criterion}`}
      data-invalid={messages.length > 0}
      aria-describedby={messages.length ? `preferences-${criterion}-error` : undefined}
    >
      <legend className={styles.legend}>
        {title}
        {(REQUIRED_PREFERENCES as readonly string[]).includes(criterion) ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {children}
      <label className={styles.required} title={t('requiredHint')}>
        <input type="checkbox" checked={isMandatory} onChange={onToggleMandatory} />
        {t('required')}
      </label>
      {messages.length ? (
        <div id={`preferences-${criterion}-error`}>
          {messages.map((m) => (
            <p key={m} className={styles.error} role="alert">
              {m}
            </p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

export const toggleIn = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** A criterion chosen from a short list: one checkbox chip per value. */
export function ChipChecks<T extends string | number>({
  values,
  chosen,
  label,
  onChange,
}: {
  values: readonly T[];
  chosen: T[];
  label: (v: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <div className={styles.chips}>
      {values.map((v) => (
        <label key={String(v)} className={styles.chip}>
          <input type="checkbox" checked={chosen.includes(v)} onChange={() => onChange(toggleIn(chosen, v))} />
          {label(v)}
        </label>
      ))}
    </div>
  );
}
