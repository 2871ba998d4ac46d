'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { SkillIcon } from '@/components/ui/skill-icon';
import type { OfferFilters } from '../../search-params';
import { FILTERS_CHANGED_EVENT, WIDE_QUERY } from '../filters/live-filter-form';
import { listUrl, withSearchTerm, type Locale } from '../filters/list-url';
import type { SearchTerm, SearchVariant } from './recent-searches';
import { SearchCombobox } from './search-combobox';
import styles from '../filters/filters.module.css';

/** Spec: suggestions on the list start at 2 characters. */
const LIST_MIN_LENGTH = 2;
const FIELD: Record<SearchVariant, keyof Pick<OfferFilters, 'keywords' | 'titles' | 'companies' | 'skills'>> = {
  keyword: 'keywords',
  titles: 'titles',
  companies: 'companies',
  skills: 'skills',
};
const QUERY_NAME: Record<SearchVariant, string> = {
  keyword: 'keyword',
  titles: 'titles',
  companies: 'companies',
  skills: 'skills',
};

const same = (a: SearchTerm, b: SearchTerm) => a.variant === b.variant && a.title === b.title;

/**
 * The list's search field: the chosen searches as removable chips (kept in the form as hidden
 * fields), then the box with suggestions. On wide screens choosing one adds it to the list's filters
 * at once; on phones (the filters sheet) chosen ones gather as chips until "Show offers" applies the
 * sheet (the spec's accumulation). Typed text is added as keywords when the form is applied.
 */
export function ListSearchField({
  filters,
  locale,
  label,
  skillIcons = {},
}: {
  filters: OfferFilters;
  locale: Locale;
  label: string;
  /** The icon id of each skill in `filters` (`skillIconId`, on the server). */
  skillIcons?: Record<string, string>;
}) {
  const t = useTranslations('search');
  const filtersT = useTranslations('filters');
  const router = useRouter();
  const terms: SearchTerm[] = (Object.keys(FIELD) as SearchVariant[]).flatMap((variant) =>
    filters[FIELD[variant]].map((title) => ({
      variant,
      title,
      icon: variant === 'skills' ? skillIcons[title] : undefined,
    })),
  );
  const [pending, setPending] = useState<SearchTerm[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const changed = useRef(false);
  // The sheet's count preview follows the gathered terms (their hidden fields are in the form now).
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    list.current?.dispatchEvent(new Event(FILTERS_CHANGED_EVENT, { bubbles: true }));
  }, [pending]);
  const gather = (next: SearchTerm[]) => {
    changed.current = true;
    setPending(next);
  };
  const without = (term: SearchTerm) =>
    listUrl(
      { ...filters, [FIELD[term.variant]]: filters[FIELD[term.variant]].filter((v) => v !== term.title) },
      locale,
    );
  return (
    <div className={styles.field} ref={list}>
      <SearchCombobox
        name="keyword"
        label={label}
        placeholder={filtersT('keyword')}
        minLength={LIST_MIN_LENGTH}
        onChoose={(term) => {
          if (window.matchMedia(WIDE_QUERY).matches) {
            router.push(listUrl(withSearchTerm(filters, term), locale));
          } else if (![...terms, ...pending].some((t) => same(t, term))) {
            gather([...pending, term]);
          }
        }}
      />
      {terms.length || pending.length ? (
        <ul className={styles.terms} aria-label={t('terms')} data-testid="search-terms">
          {terms.map((term) => (
            <li key={`${term.variant}:${term.title}`}>
              <input type="hidden" name={QUERY_NAME[term.variant]} value={term.title} />
              <a className={styles.chip} href={without(term)} aria-label={t('removeTerm', { name: term.title })}>
                {term.variant === 'keyword' ? null : (
                  <span className={styles.termKind}>{t(`variant.${term.variant}`)}:</span>
                )}
                {term.variant === 'skills' ? <SkillIcon icon={term.icon} className={styles.termIcon} /> : null}
                {term.title} <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
          {pending.map((term) => (
            <li key={`pending:${term.variant}:${term.title}`} data-testid="pending-term">
              <input type="hidden" name={QUERY_NAME[term.variant]} value={term.title} />
              <button
                type="button"
                className={styles.chip}
                aria-label={t('removeTerm', { name: term.title })}
                onClick={() => gather(pending.filter((p) => !same(p, term)))}
              >
                {term.variant === 'keyword' ? null : (
                  <span className={styles.termKind}>{t(`variant.${term.variant}`)}:</span>
                )}
                {term.variant === 'skills' ? <SkillIcon icon={term.icon} className={styles.termIcon} /> : null}
                {term.title} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
