'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import pickers from '@/components/pickers/pickers.module.css';
import { useTechnologySearch } from '../api/find-technologies';
import styles from './editor.module.css';

/** Technologies of the story as chips, added from the board's skills dictionary by a debounced search. */
export function TechnologiesPicker({
  id,
  chosen,
  max,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  chosen: string[];
  max: number;
  onChange: (next: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const t = useTranslations('employerBrandStories.fields');
  const [query, setQuery] = useState('');
  const found = useTechnologySearch(query);
  const has = (name: string) => chosen.some((c) => c.toLowerCase() === name.toLowerCase());
  const full = chosen.length >= max;
  const add = (name: string) => {
    if (has(name) || full) return;
    onChange([...chosen, name]);
    setQuery('');
  };
  return (
    <div className={styles.technologies}>
      {chosen.length ? (
        <ul className={styles.chips}>
          {chosen.map((name) => (
            <li key={name}>
              <span>{name}</span>
              <button
                type="button"
                aria-label={t('technologyRemove', { name })}
                onClick={() => onChange(chosen.filter((c) => c !== name))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className={styles.search}
        type="search"
        placeholder={t('technologiesSearch')}
        aria-label={t('technologiesSearch')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={query}
        disabled={full}
        autoComplete="off"
        data-testid="technology-search"
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (found?.[0]) add(found[0].name);
          }
        }}
      />
      {found && query.trim() ? (
        found.length ? (
          <ul className={pickers.suggestions}>
            {found.map((skill) => (
              <li key={skill.id}>
                <button type="button" disabled={has(skill.name)} onClick={() => add(skill.name)}>
                  + {skill.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={pickers.hint}>{t('technologiesNone')}</p>
        )
      ) : null}
    </div>
  );
}
