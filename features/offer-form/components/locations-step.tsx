'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import buttons from '@/components/ui/buttons.module.css';
import form from '@/components/ui/form.module.css';
import { OfferLocationMap } from '@/features/map/components/lazy-maps';
import { type OfferFormValues } from '../schema';
import { ErrorText, Section, TextField, useFieldError } from './fields';
import { geocodeAddress } from '../api/form-api';
import { useFormOptions } from './form-options';
import { LocalityField } from './locality-field';
import styles from './offer-form.module.css';

export function LocationsStep() {
  const t = useTranslations('offerFormUi.locations');
  const options = useFormOptions();
  const { control, setValue, trigger } = useFormContext<OfferFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'locations' });
  const locations = useWatch({ control, name: 'locations' });
  const listError = useFieldError('locations');
  const excess = locations.length - options.maxLocations;
  const places = locations.flatMap((l, index) =>
    typeof l.latitude === 'number' && typeof l.longitude === 'number'
      ? [{ index, latitude: l.latitude, longitude: l.longitude, label: l.street ? `${l.city}, ${l.street}` : l.city }]
      : [],
  );
  const [moved, setMoved] = useState<Record<string, boolean>>({});
  return (
    <Section testId="step-locations">
      <p className={form.hint}>{t('hint', { max: options.maxLocations })}</p>
      {excess > 0 ? (
        <p className={styles.warning} role="alert" data-testid="locations-limit">
          {t('limit', { max: options.maxLocations, excess })}
        </p>
      ) : null}
      {fields.map((field, i) => (
        <LocationRow
          key={field.id}
          index={i}
          isMoved={moved[field.id] === true}
          onPlaced={() => setMoved((m) => ({ ...m, [field.id]: false }))}
          onRemove={() => {
            remove(i);
            void trigger('locations');
          }}
        />
      ))}
      <ErrorText id="locations-error" message={listError} />
      <div className={styles.rowActions}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={locations.length >= options.maxLocations}
          onClick={() => append({ city: '', street: '', countryCode: 'PL', latitude: null, longitude: null })}
          data-testid="add-location"
        >
          {t('add')}
        </button>
        {locations.length >= options.maxLocations ? <span className={form.hint}>{t('planLimit')}</span> : null}
      </div>
      {places.length ? (
        <OfferLocationMap
          className={styles.map}
          places={places}
          styleUrl={options.mapStyleUrl}
          labels={options.mapLabels}
          onPlaceMove={(n, point) => {
            const index = places[n]!.index;
            setValue(`locations.${index}.latitude`, point.latitude, { shouldDirty: true });
            setValue(`locations.${index}.longitude`, point.longitude, { shouldDirty: true });
            const fieldId = fields[index]?.id;
            if (fieldId) setMoved((m) => ({ ...m, [fieldId]: true }));
          }}
        />
      ) : null}
    </Section>
  );
}

/** What the pin of a location stands on, after the last look-up. */
type PinState = 'idle' | 'locating' | 'street' | 'locality' | 'notFound';

function LocationRow({
  index,
  isMoved,
  onPlaced,
  onRemove,
}: {
  index: number;
  /** The employer dragged this location's pin (the look-up no longer decides where it is). */
  isMoved: boolean;
  onPlaced: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations('offerFormUi.locations');
  const own = useTranslations('offerForm.errors');
  const { getValues, setValue, setError, clearErrors } = useFormContext<OfferFormValues>();
  const [pin, setPin] = useState<PinState>('idle');
  const [centre, setCentre] = useState<{ latitude: number; longitude: number } | null>(null);
  const lookUp = useRef<AbortController | null>(null);

  const place = (point: { latitude: number; longitude: number } | null) => {
    setValue(`locations.${index}.latitude`, point?.latitude ?? null, { shouldDirty: true });
    setValue(`locations.${index}.longitude`, point?.longitude ?? null, { shouldDirty: true });
  };
  /** Puts the pin where the address is: the street (a configured geocoder), else the locality's centre. */
  const locate = async () => {
    const { city, street, countryCode } = getValues(`locations.${index}`);
    if (!city.trim()) return;
    lookUp.current?.abort();
    const controller = new AbortController();
    lookUp.current = controller;
    setPin('locating');
    // An aborted look-up rejects (a newer one, or typing, took over): it ends here, never unhandled.
    const answer = await geocodeAddress({ city, street, countryCode }, controller.signal).catch(() => null);
    if (controller.signal.aborted) return;
    if (!answer?.ok) return setPin('idle');
    onPlaced();
    if (answer.data.status === 'ZERO_RESULTS') {
      // Spec: ZERO_RESULTS marks the city invalid; the pin goes until the address is corrected or placed by hand.
      place(null);
      setError(`locations.${index}.city`, { message: 'addressNotFound' });
      return setPin('notFound');
    }
    place(answer.data);
    clearErrors(`locations.${index}.city`);
    setPin(answer.data.precision);
  };

  const note =
    pin === 'locating'
      ? t('locating')
      : isMoved
        ? t('pinMoved')
        : pin === 'street'
          ? t('pinStreet')
          : pin === 'locality'
            ? t('pinLocality')
            : null;
  return (
    <div className={styles.location} data-testid={`location-${index}`}>
      <p className={styles.locationHead}>
        <span>
          {t('location', { n: index + 1 })}
          {index === 0 ? <span className={styles.badge}>{t('main')}</span> : null}
        </span>
      </p>
      <LocalityField
        index={index}
        onChoose={(locality) => {
          setValue(`locations.${index}.countryCode`, locality.countryCode, { shouldDirty: true });
          setCentre({ latitude: locality.latitude, longitude: locality.longitude });
          place(locality);
          setPin('locality');
          onPlaced();
          if (getValues(`locations.${index}.street`).trim()) void locate();
        }}
        onTyped={() => {
          lookUp.current?.abort();
          setCentre(null);
          place(null);
          setPin('idle');
        }}
      />
      <div
        onBlurCapture={(event) => {
          if (event.target instanceof HTMLInputElement && event.target.value.trim()) void locate();
        }}
      >
        <TextField
          name={`locations.${index}.street`}
          label={t('street')}
          required
          testId={`location-${index}-street`}
        />
      </div>
      <button type="button" className={buttons.secondary} onClick={onRemove} aria-label={t('remove', { n: index + 1 })}>
        {t('removeShort')}
      </button>
      {note || pin === 'notFound' ? (
        <p className={`${form.hint} ${styles.pinNote}`} role="status" data-testid={`location-${index}-pin`}>
          {pin === 'notFound' ? own('addressNotFound') : note}
          {pin === 'notFound' && centre ? (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                place(centre);
                clearErrors(`locations.${index}.city`);
                setPin('locality');
              }}
            >
              {t('placeAtLocality')}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
