'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, type FormEvent } from 'react';
import type { Locale } from '../filters/list-url';
import { LocationFields, type CityOption } from '../filters/location-fields';
import { rememberLocation, rememberSearch, type SearchTerm } from './recent-searches';
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

  // The list URL codec loads with the first search, not with the page.
  const go = async (form: FormData, term?: SearchTerm) => {
    const { heroTarget } = await import('./hero-navigation');
    const target = heroTarget(form, locale, term);
    if (target.city) rememberLocation(target.city);
    router.push(target.href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    if (typed) rememberSearch({ variant: 'keyword', title: typed });
    void go(new FormData(event.currentTarget));
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
          void go(formRef.current ? new FormData(formRef.current) : new FormData(), term);
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
