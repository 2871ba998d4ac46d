'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { OfferFilters } from '../../search-params';
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

/**
 * The list's search field: the chosen searches as removable chips (kept in the form as hidden
 * fields), then the box with suggestions. Choosing one adds it to the list's filters at once;
 * typed text is added as keywords when the form is applied.
 */
export function ListSearchField({ filters, locale, label }: { filters: OfferFilters; locale: Locale; label: string }) {
  const t = useTranslations('search');
  const filtersT = useTranslations('filters');
  const router = useRouter();
  const terms: SearchTerm[] = (Object.keys(FIELD) as SearchVariant[]).flatMap((variant) =>
    filters[FIELD[variant]].map((title) => ({ variant, title })),
  );
  const without = (term: SearchTerm) =>
    listUrl(
      { ...filters, [FIELD[term.variant]]: filters[FIELD[term.variant]].filter((v) => v !== term.title) },
      locale,
    );
  return (
    <div className={styles.field}>
      <SearchCombobox
        name="keyword"
        label={label}
        placeholder={filtersT('keyword')}
        minLength={LIST_MIN_LENGTH}
        onChoose={(term) => router.push(listUrl(withSearchTerm(filters, term), locale))}
      />
      {terms.length ? (
        <ul className={styles.terms} aria-label={t('terms')} data-testid="search-terms">
          {terms.map((term) => (
            <li key={`${term.variant}:${term.title}`}>
              <input type="hidden" name={QUERY_NAME[term.variant]} value={term.title} />
              <a className={styles.chip} href={without(term)} aria-label={t('removeTerm', { name: term.title })}>
                {term.variant === 'keyword' ? null : (
                  <span className={styles.termKind}>{t(`variant.${term.variant}`)}:</span>
                )}
                {term.title} <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
