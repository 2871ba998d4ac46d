'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useKeepTypedValue } from '@/components/form/keep-typed-value';
import { SkillIcon } from '@/components/ui/skill-icon';
import { readRecentSearches, rememberSearch, type SearchTerm } from './recent-searches';
import { SUGGESTION_GROUPS, useSuggestions } from './use-suggestions';
import styles from './search-combobox.module.css';

interface Group {
  key: string;
  title: string;
  options: SearchTerm[];
}

/**
 * The search box with suggestions (ARIA 1.2 combobox with a grouped listbox). Short input shows
 * the recent searches; longer input the titles, companies and skills the board suggests. Choosing
 * an option records it as a recent search and hands it to `onChoose`; typed text is submitted
 * with the surrounding form (field `name`).
 */
export function SearchCombobox({
  name,
  label,
  placeholder,
  minLength,
  onChoose,
  className,
  hideLabel = false,
}: {
  name: string;
  label: string;
  placeholder?: string;
  /** Spec: 2 characters on the list, 3 in the homepage box. */
  minLength: number;
  onChoose: (term: SearchTerm) => void;
  className?: string;
  hideLabel?: boolean;
}) {
  const t = useTranslations('search');
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useKeepTypedValue(input, text, setText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<SearchTerm[]>([]);
  const suggestions = useSuggestions(text, minLength);
  const showRecent = text.trim().length < minLength;

  const groups: Group[] = useMemo(() => {
    if (showRecent) return recent.length ? [{ key: 'recent', title: t('recent'), options: recent }] : [];
    return SUGGESTION_GROUPS.filter((g) => suggestions[g].length).map((g) => ({
      key: g,
      title: t(`group.${g}`),
      options: suggestions[g],
    }));
  }, [showRecent, recent, suggestions, t]);
  const options = groups.flatMap((g) => g.options);
  const firstIndex = groups.map((_, n) => groups.slice(0, n).reduce((sum, g) => sum + g.options.length, 0));
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (term: SearchTerm) => {
    setRecent(rememberSearch(term));
    setOpen(false);
    setActive(-1);
    setText('');
    onChoose(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setRecent(readRecentSearches());
        setOpen(true);
        if (!options.length) return;
        const last = options.length - 1;
        if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
        else setActive((i) => (i <= 0 ? last : i - 1));
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
    }
  };

  return (
    <div className={`${styles.root} ${className ?? ''}`}>
      <label htmlFor={`${id}-input`} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        type="text"
        name={name}
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        data-live-ignore=""
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setRecent(readRecentSearches());
          setOpen(true);
        }}
        onBlur={() => {
          // Coming back starts afresh: Enter must not pick an option highlighted before leaving.
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('listLabel', { field: label })}
        className={styles.panel}
        hidden={!expanded}
      >
        {groups.map((group, n) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className={styles.group}>
            <div id={`${id}-${group.key}`} role="presentation" className={styles.groupTitle}>
              {group.title}
            </div>
            {group.options.map((option, k) => {
              const i = firstIndex[n]! + k;
              return (
                <div
                  key={`${option.variant}:${option.title}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  data-variant={option.variant}
                  // Keep the focus in the input: the choice happens on click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(option)}
                >
                  <span className={styles.icon} aria-hidden="true">
                    {option.variant === 'skills' ? (
                      <SkillIcon icon={option.icon} size={16} />
                    ) : (
                      (ICONS[option.variant] ?? ICONS.keyword)
                    )}
                  </span>
                  <span className={styles.optionText}>{option.title}</span>
                  {group.key === 'recent' ? (
                    <span className={styles.variant}>{t(`variant.${option.variant}`)}</span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Spec: an unknown suggestion type falls back to the keyword icon. */
const ICONS: Record<string, string> = { keyword: '⌕', titles: '▤', companies: '▣', skills: '✦' };
