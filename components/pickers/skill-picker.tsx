'use client';

import { useId, useState } from 'react';
import { ApiQueryBoundary } from '@/lib/api-client/query';
import { useSkillSearch, type DictionarySkill } from './api/search-skills';
import styles from './pickers.module.css';

export type { DictionarySkill };

/** A chosen skill: the dictionary id (null for a name typed outside it, where the caller allows that) and a level. */
export interface SkillChoice<L extends string | number> {
  id: number | null;
  name: string;
  level: L;
}

export interface SkillPickerLabels {
  search: string;
  level: (name: string) => string;
  remove: (name: string) => string;
  noneFound: string;
  /** Heading of the suggested skills, when `suggested` is given. */
  suggested?: string;
  /** Shown instead of adding a skill already chosen (here or in `taken`). */
  duplicate?: string;
}

/** Case-insensitive key of a skill name: the same skill is never chosen twice, whatever its case. */
export const skillKey = (name: string) => name.trim().toLocaleLowerCase();

interface SkillPickerProps<L extends string | number> {
  chosen: SkillChoice<L>[];
  onChange: (next: SkillChoice<L>[]) => void;
  levels: readonly L[];
  levelLabel: (level: L) => string;
  defaultLevel: L;
  labels: SkillPickerLabels;
  taken?: string[];
  suggested?: DictionarySkill[];
  pageSize?: number;
  max?: number;
  testId?: string;
  inputId?: string;
  onBlur?: () => void;
  invalid?: boolean;
}

/**
 * A skill picker over the board's skills dictionary (`/api/v1/skills`): chosen skills as chips with a
 * level select, a debounced search, and optional suggested skills. `taken` names skills chosen in another
 * list of the same form (required vs optional) so one skill is never in both. It joins the page's query
 * cache, or brings one where the page has none.
 */
export function SkillPicker<L extends string | number>(props: SkillPickerProps<L>) {
  return (
    <ApiQueryBoundary>
      <SkillPickerBody {...props} />
    </ApiQueryBoundary>
  );
}

function SkillPickerBody<L extends string | number>({
  chosen,
  onChange,
  levels,
  levelLabel,
  defaultLevel,
  labels,
  taken = [],
  suggested,
  pageSize = 8,
  max,
  testId = 'skill-search',
  inputId,
  onBlur,
  invalid,
}: SkillPickerProps<L>) {
  const ownId = useId();
  const searchId = inputId ?? `${ownId}-search`;
  const [query, setQuery] = useState('');
  const found = useSkillSearch(query, pageSize);
  const [notice, setNotice] = useState<string | null>(null);
  const used = new Set([...chosen.map((s) => skillKey(s.name)), ...taken.map(skillKey)]);
  const full = max !== undefined && chosen.length >= max;
  const add = (skill: DictionarySkill) => {
    if (used.has(skillKey(skill.name))) {
      setNotice(labels.duplicate ?? null);
      return;
    }
    if (full) return;
    onChange([...chosen, { id: skill.id, name: skill.name, level: defaultLevel }]);
    setQuery('');
    setNotice(null);
  };
  const suggestions = (suggested ?? []).filter((s) => !used.has(skillKey(s.name)));
  return (
    <div className={styles.picker}>
      <ul className={styles.chosen}>
        {chosen.map((s, i) => (
          <li key={skillKey(s.name)}>
            <span>{s.name}</span>
            <select
              aria-label={labels.level(s.name)}
              value={String(s.level)}
              onChange={(e) => {
                const level = levels.find((l) => String(l) === e.target.value) ?? s.level;
                onChange(chosen.map((x, j) => (j === i ? { ...x, level } : x)));
              }}
            >
              {levels.map((level) => (
                <option key={String(level)} value={String(level)}>
                  {levelLabel(level)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={styles.remove}
              aria-label={labels.remove(s.name)}
              onClick={() => onChange(chosen.filter((_, j) => j !== i))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.field}>
        <label htmlFor={searchId}>{labels.search}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          disabled={full}
          onChange={(e) => {
            setQuery(e.target.value);
            setNotice(null);
          }}
          onBlur={onBlur}
          onKeyDown={(e) => {
            // Enter picks the first match instead of submitting the surrounding form.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (found?.[0]) add(found[0]);
            }
          }}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          data-testid={testId}
        />
      </div>
      {notice ? (
        <p className={styles.hint} role="status">
          {notice}
        </p>
      ) : null}
      {found && query.trim() ? (
        found.length ? (
          <ul className={styles.suggestions}>
            {found.map((skill) => (
              <li key={skill.id}>
                <button type="button" disabled={used.has(skillKey(skill.name))} onClick={() => add(skill)}>
                  {skill.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>{labels.noneFound}</p>
        )
      ) : null}
      {suggestions.length && !full ? (
        <div className={styles.picker}>
          {labels.suggested ? <p className={styles.hint}>{labels.suggested}</p> : null}
          <ul className={styles.suggestions}>
            {suggestions.map((skill) => (
              <li key={skill.id}>
                <button type="button" onClick={() => add(skill)}>
                  + {skill.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
