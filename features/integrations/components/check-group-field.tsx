'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from '@/components/form';
import form from '@/components/ui/form.module.css';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import local from './api-keys.module.css';

/**
 * A list of checkboxes bound to one array field (a key's scopes, an endpoint's events): the chosen values
 * keep the options' order; `required` is the text shown when the schema refuses the choice (none chosen).
 */
export function CheckGroupField<T extends FieldValues, V extends string>({
  control,
  name,
  legend,
  options,
  errorId,
  required,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  options: readonly { value: V; label: ReactNode; hint: ReactNode }[];
  errorId: string;
  required: string;
}) {
  const all = options.map((o) => o.value);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value as V[];
        return (
          <fieldset className={local.scopes} aria-describedby={fieldState.error ? errorId : undefined}>
            <legend className={form.label}>{legend}</legend>
            {options.map((option) => (
              <label key={option.value} className={form.check}>
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? all.filter((v) => v === option.value || chosen.includes(v))
                        : chosen.filter((v) => v !== option.value),
                    )
                  }
                  onBlur={field.onBlur}
                />
                <span>
                  <strong>{option.label}</strong> <code>{option.value}</code>
                  <br />
                  <span className={styles.muted}>{option.hint}</span>
                </span>
              </label>
            ))}
            <FieldError id={errorId}>{fieldState.error ? required : null}</FieldError>
          </fieldset>
        );
      }}
    />
  );
}
