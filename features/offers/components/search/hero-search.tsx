'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, type FormEvent } from 'react';
import { DEFAULT_FILTERS } from '../../search-params';
import { filtersFromForm } from '../filters/form-state';
import { listUrl, withSearchTerm, type Locale } from '../filters/list-url';
import { LocationFields, type CityOption } from '../filters/location-fields';
import { rememberLocation, rememberSearch } from './recent-searches';
import { SearchCombobox } from './search-combobox';
import styles from './hero-search.module.css';

/** Spec: the homepage box suggests from 3 characters. */
const HOME_MIN_LENGTH = 3;

/**
 * The homepage search: keyword with suggestions, location and radius. A plain GET form to the
 * list (the server folds its fields into the canonical URL); with JavaScript it navigates to that
 * URL directly and remembers the search and the city.
 */
export function HeroSearch({ action, cities, locale }: { action: string; cities: CityOption[]; locale: Locale }) {
  const t = useTranslations('filters');
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const readForm = (form: HTMLFormElement) => filtersFromForm(new FormData(form), DEFAULT_FILTERS);

  const go = (filters: typeof DEFAULT_FILTERS) => {
    if (filters.location.kind === 'city') rememberLocation(filters.location.city);
    router.push(listUrl(filters, locale));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    if (typed) rememberSearch({ variant: 'keyword', title: typed });
    go(readForm(event.currentTarget));
  };

  return (
    <form ref={formRef} method="get" action={action} className={styles.search} role="search" onSubmit={onSubmit}>
      <SearchCombobox
        name="keyword"
        label={t('keyword')}
        placeholder={t('keyword')}
        hideLabel
        minLength={HOME_MIN_LENGTH}
        className={styles.keyword}
        onChoose={(term) => {
          // The chosen suggestion alone, with the location and radius already set.
          const base = formRef.current ? { ...readForm(formRef.current), keywords: [] } : DEFAULT_FILTERS;
          go(withSearchTerm(base, term));
        }}
      />
      <LocationFields
        cities={cities}
        location="all-locations"
        radiusKm={null}
        fieldClassName={styles.field}
        hideLabels
      />
      <button type="submit" className={styles.button}>
        {t('search')}
      </button>
    </form>
  );
}
