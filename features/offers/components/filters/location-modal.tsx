'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type MouseEvent } from 'react';
import type { OfferFilters } from '../../search-params';
import { rememberLocation } from '../search/recent-searches';
import { listUrl, type Locale } from './list-url';
import type { CityOption } from './location-fields';
import styles from './filters.module.css';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

/**
 * The location modal of phones (opened by `#location`): a search field that narrows the city
 * buttons, the popular cities first; one city at most, and choosing one opens its list.
 */
export function LocationModal({
  cities,
  filters,
  locale,
}: {
  cities: CityOption[];
  filters: OfferFilters;
  locale: Locale;
}) {
  const t = useTranslations('filters');
  const id = useId();
  const router = useRouter();
  const [query, setQuery] = useState('');
  const wanted = fold(query.trim());
  const matches = wanted ? cities.filter((c) => fold(c.label).includes(wanted)) : cities;
  const current = filters.location.kind === 'city' ? filters.location.city : null;
  const hrefFor = (location: OfferFilters['location']) => listUrl({ ...filters, location }, locale);
  const choose = (slug: string | null, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (slug) rememberLocation(slug);
    router.push(href);
  };
  const groups = [
    { key: 'top', title: t('topCities'), cities: matches.filter((c) => c.top) },
    { key: 'list', title: t('otherCities'), cities: matches.filter((c) => !c.top) },
  ].filter((g) => g.cities.length);
  return (
    <section id="location" className={styles.modal} aria-labelledby={`${id}-title`}>
      <div className={styles.modalBody}>
        <div className={styles.modalHead}>
          <h2 id={`${id}-title`}>{t('chooseLocation')}</h2>
          <a href="#" className={styles.close}>
            {t('close')}
          </a>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-search`}>{t('citySearch')}</label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <ul className={styles.cities}>
          <li>
            <a
              className={styles.cityButton}
              href={hrefFor({ kind: 'all' })}
              aria-current={filters.location.kind === 'all' ? 'true' : undefined}
              onClick={choose(null, hrefFor({ kind: 'all' }))}
            >
              {t('allLocations')}
            </a>
          </li>
          <li>
            <a
              className={styles.cityButton}
              href={hrefFor({ kind: 'remote' })}
              aria-current={filters.location.kind === 'remote' ? 'true' : undefined}
              onClick={choose(null, hrefFor({ kind: 'remote' }))}
            >
              {t('remoteWork')}
            </a>
          </li>
        </ul>
        {groups.map((group) => (
          <div key={group.key} className={styles.cityGroup} role="group" aria-labelledby={`${id}-${group.key}`}>
            <h3 id={`${id}-${group.key}`}>{group.title}</h3>
            <ul className={styles.cities}>
              {group.cities.map((c) => {
                const href = hrefFor({ kind: 'city', city: c.slug });
                return (
                  <li key={c.slug}>
                    <a
                      className={styles.cityButton}
                      href={href}
                      aria-current={current === c.slug ? 'true' : undefined}
                      onClick={choose(c.slug, href)}
                    >
                      {c.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {groups.length ? null : (
          <p className={styles.empty} role="status">
            {t('noCities')}
          </p>
        )}
      </div>
    </section>
  );
}
