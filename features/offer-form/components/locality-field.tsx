'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import form from '@/components/ui/form.module.css';
import type { LocalitySuggestion } from '@/features/dictionaries/schemas';
import type { OfferFormValues } from '../schema';
import { ErrorText, useFieldError } from './fields';
import { findLocalities } from '../api/form-api';
import styles from './offer-form.module.css';

/** Suggestions follow typing after this pause (one request per pause, the previous one cancelled). */
const SEARCH_DEBOUNCE_MS = 200;

/**
 * A location's city: typed, with suggestions from the board's cities and the gazetteer of Poland (ARIA 1.2
 * combobox). Choosing one hands it to `onChoose` (its coordinates place the pin); typing over a chosen
 * one calls `onTyped` (the pin is then placed again from the name).
 */
export function LocalityField({
  index,
  onChoose,
  onTyped,
}: {
  index: number;
  onChoose: (locality: LocalitySuggestion) => void;
  onTyped: () => void;
}) {
  const t = useTranslations('offerFormUi.locations');
  const id = useId();
  const name = `locations.${index}.city` as const;
  const { control, setValue, register } = useFormContext<OfferFormValues>();
  const value = useWatch({ control, name }) ?? '';
  const error = useFieldError(name);
  const [query, setQuery] = useState<string | null>(null);
  const [found, setFound] = useState<LocalitySuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState(false);
  const { ref, onBlur } = register(name);

  useEffect(() => {
    const q = query?.trim() ?? '';
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void findLocalities(q, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setFound(answer.ok ? answer.data.data : []);
          setActive(-1);
          setSearched(true);
        },
        // Aborted: a newer query (or leaving the field) took over.
        () => undefined,
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (locality: LocalitySuggestion) => {
    setValue(name, locality.name, { shouldDirty: true, shouldValidate: true });
    setQuery(null);
    setOpen(false);
    setFound([]);
    onChoose(locality);
  };
  const expanded = open && (found.length > 0 || searched);
  const optionId = (n: number) => `${id}-option-${n}`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!found.length) return;
      event.preventDefault();
      setOpen(true);
      const last = found.length - 1;
      setActive((n) => (event.key === 'ArrowDown' ? (n >= last ? 0 : n + 1) : n <= 0 ? last : n - 1));
    } else if (event.key === 'Enter' && expanded && found[active]) {
      event.preventDefault();
      choose(found[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className={`${form.field} ${styles.locality}`}>
      <label htmlFor={id} className={form.label}>
        {t('city')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        className={form.input}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid={`location-${index}-city`}
        value={value}
        onChange={(event) => {
          setValue(name, event.target.value, { shouldDirty: true });
          setQuery(event.target.value);
          setSearched(false);
          if (!event.target.value.trim()) setFound([]);
          setOpen(true);
          onTyped();
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // A click on a suggestion lands before the list closes (pointer-down keeps the focus).
          setOpen(false);
          void onBlur(event);
        }}
      />
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('citySuggestions')}
        className={styles.localityList}
        hidden={!expanded}
      >
        {found.map((l, n) => (
          <li
            key={`${l.cityId ?? ''}-${l.geonameId ?? ''}-${l.name}`}
            id={optionId(n)}
            role="option"
            aria-selected={n === active}
            className={styles.localityOption}
            data-testid={`location-${index}-suggestion`}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(l)}
          >
            <span>{l.label}</span>
            <span className={form.hint}>{l.voivodeship}</span>
          </li>
        ))}
        {searched && !found.length ? (
          <li role="presentation" className={form.hint}>
            {t('noLocalities')}
          </li>
        ) : null}
      </ul>
      <p id={`${id}-hint`} className={form.hint}>
        {t('cityHint')}
      </p>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
