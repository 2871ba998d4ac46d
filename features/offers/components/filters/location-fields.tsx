'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { ALL_LOCATIONS, REMOTE_LOCATION } from '../../list-path';
import { readRecentLocations, RECENT_LOCATIONS_KEY, storedText, subscribeToRecent } from '../search/recent-searches';
import styles from './filters.module.css';
import { KeptSelect } from '@/components/form/kept-controls';

export interface CityOption {
  slug: string;
  label: string;
  /** The largest cities come first (the dictionary's top group). */
  top: boolean;
}

/** Spec: radius choices are not given; these are the usual ones. */
export const RADIUS_CHOICES = [10, 25, 50, 75, 100] as const;

/**
 * Location and radius: the cities grouped (recent, popular, the rest) and a radius that is only
 * enabled with a city (spec: radius applies only with a location, and only when above zero).
 */
export function LocationFields({
  cities,
  location,
  radiusKm,
  fieldClassName,
  hideLabels = false,
}: {
  cities: CityOption[];
  /** A city slug, `all-locations` or `remote`. */
  location: string;
  radiusKm: number | null;
  fieldClassName?: string;
  hideLabels?: boolean;
}) {
  const t = useTranslations('filters');
  const id = useId();
  const [value, setValue] = useState(location);
  const [radius, setRadius] = useState(radiusKm ? String(radiusKm) : '');
  // A new list (another URL) brings its own location and radius.
  const [shown, setShown] = useState({ location, radiusKm });
  if (shown.location !== location || shown.radiusKm !== radiusKm) {
    setShown({ location, radiusKm });
    setValue(location);
    setRadius(radiusKm ? String(radiusKm) : '');
  }
  const stored = useSyncExternalStore(
    subscribeToRecent,
    () => storedText(RECENT_LOCATIONS_KEY),
    () => '',
  );
  const recent = useMemo(() => {
    const known = new Set(cities.map((c) => c.slug));
    return stored ? readRecentLocations().filter((slug) => known.has(slug)) : [];
  }, [stored, cities]);
  const isCity = value !== ALL_LOCATIONS && value !== REMOTE_LOCATION && value !== '';
  const label = (slug: string) => cities.find((c) => c.slug === slug)?.label ?? slug;
  const labelClass = hideLabels ? 'visually-hidden' : undefined;
  return (
    <>
      <div className={fieldClassName ?? styles.field}>
        <label htmlFor={`${id}-location`} className={labelClass}>
          {t('location')}
        </label>
        <KeptSelect id={`${id}-location`} name="location" value={value} onValueChange={setValue}>
          <optgroup label={t('otherLocations')}>
            <option value={ALL_LOCATIONS}>{t('allLocations')}</option>
            <option value={REMOTE_LOCATION}>{t('remoteWork')}</option>
          </optgroup>
          {recent.length ? (
            <optgroup label={t('recentLocations')}>
              {recent.map((slug) => (
                <option key={`recent-${slug}`} value={slug}>
                  {label(slug)}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={t('topCities')}>
            {cities
              .filter((c) => c.top && !recent.includes(c.slug))
              .map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
          </optgroup>
          <optgroup label={t('otherCities')}>
            {cities
              .filter((c) => !c.top && !recent.includes(c.slug))
              .map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
          </optgroup>
        </KeptSelect>
      </div>
      <div className={fieldClassName ?? styles.field}>
        <label htmlFor={`${id}-radius`} className={labelClass}>
          {t('radius')}
        </label>
        <KeptSelect
          id={`${id}-radius`}
          name="radius"
          value={isCity ? radius : ''}
          disabled={!isCity}
          aria-describedby={isCity ? undefined : `${id}-radius-hint`}
          onValueChange={setRadius}
        >
          <option value="">{t('noRadius')}</option>
          {RADIUS_CHOICES.map((km) => (
            <option key={km} value={km}>
              {t('radiusKm', { km })}
            </option>
          ))}
        </KeptSelect>
        {isCity ? null : (
          <span id={`${id}-radius-hint`} className="visually-hidden">
            {t('radiusNeedsCity')}
          </span>
        )}
      </div>
    </>
  );
}
