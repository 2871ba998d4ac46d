'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { OfferFilters } from '../../search-params';
import { SORT_CHOICES, type SortChoice } from '../../sort-choices';
import { listUrl, withSort, type Locale } from './list-url';
import styles from './filters.module.css';

/** Spec: switch toggling is debounced 300 ms. */
export const SWITCH_DEBOUNCE_MS = 300;

interface Switches {
  withSalary: boolean;
  remote: boolean;
}

/**
 * The quick switches above the list (only with salary; remote – the remote workplace option when
 * the board filters by workplace) and the sort. Each switch is a link to the toggled list, so it
 * works without JavaScript; with it, toggles settle for 300 ms before the list changes.
 */
export function QuickSwitches({
  filters,
  locale,
  workplaceFilter,
  sort,
  sortLabels,
}: {
  filters: OfferFilters;
  locale: Locale;
  /** The board's enableWorkplaceFilter flag. */
  workplaceFilter: boolean;
  sort: SortChoice;
  sortLabels: Record<SortChoice, string>;
}) {
  const t = useTranslations('filters');
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  const fromUrl: Switches = {
    withSalary: filters.withSalary,
    remote: workplaceFilter ? filters.workplaceTypes.includes('remote') : filters.location.kind === 'remote',
  };
  const [state, setState] = useState(fromUrl);
  const [shown, setShown] = useState(fromUrl);
  if (shown.withSalary !== fromUrl.withSalary || shown.remote !== fromUrl.remote) {
    setShown(fromUrl);
    setState(fromUrl);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (s: Switches): OfferFilters => {
    const next: OfferFilters = { ...filters, withSalary: s.withSalary };
    if (workplaceFilter) {
      const others = filters.workplaceTypes.filter((w) => w !== 'remote');
      next.workplaceTypes = s.remote ? [...others, 'remote'] : others;
    } else if (s.remote !== (filters.location.kind === 'remote')) {
      next.location = s.remote ? { kind: 'remote' } : { kind: 'all' };
      next.radiusKm = null;
    }
    return next;
  };

  const toggle = (key: keyof Switches) => (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const next = { ...state, [key]: !state[key] };
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => router.push(listUrl(apply(next), locale), { scroll: false }),
      SWITCH_DEBOUNCE_MS,
    );
  };

  const switchLink = (key: keyof Switches, label: string) => (
    <a
      href={listUrl(apply({ ...fromUrl, [key]: !fromUrl[key] }), locale)}
      role="switch"
      aria-checked={state[key]}
      className={styles.switch}
      onClick={toggle(key)}
      // The ARIA switch pattern: Space toggles (a link alone would scroll the page); Enter follows the link's click.
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key === ' ' && !event.repeat) toggle(key)(event);
        else if (event.key === ' ') event.preventDefault();
      }}
      data-testid={`switch-${key}`}
    >
      <span className={styles.track} aria-hidden="true" />
      {label}
    </a>
  );

  return (
    <div className={styles.bar} role="group" aria-label={t('quickFilters')}>
      {switchLink('withSalary', t('withSalary'))}
      {switchLink('remote', t('remote'))}
      <label className={styles.sort}>
        <span>{t('sort')}</span>
        <select
          value={sort}
          onChange={(event) => router.push(listUrl(withSort(filters, event.target.value as SortChoice), locale))}
        >
          {(Object.keys(SORT_CHOICES) as SortChoice[]).map((choice) => (
            <option key={choice} value={choice}>
              {sortLabels[choice]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
