import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { OfferLocationMap } from '../components/lazy-maps';
import { MapMessages } from './map-messages';
import { getCityLabels } from './map-places';
import styles from './offer-place-map.module.css';

interface Place {
  city: string;
  street: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The offer's places on a small map: `details` is the phone's (in the offer's details), `side` the
 * right column's from medium width up. Only the one on screen loads the map.
 */
export async function OfferPlaceMap({
  locale,
  places,
  placement,
}: {
  locale: Locale;
  places: Place[];
  placement: 'details' | 'side';
}) {
  const points = places.flatMap((p) =>
    Number.isFinite(p.latitude) && Number.isFinite(p.longitude)
      ? [{ latitude: p.latitude!, longitude: p.longitude!, label: p.street ? `${p.city}, ${p.street}` : p.city }]
      : [],
  );
  if (points.length === 0) return null;
  const { labels } = await getCityLabels(locale);
  return (
    <div className={`${styles.box} ${styles[placement]}`}>
      <MapMessages locale={locale}>
        <OfferLocationMap
          className={styles.frame}
          places={points}
          styleUrl={getEnv().MAP_STYLE_URL ?? null}
          labels={labels}
        />
      </MapMessages>
    </div>
  );
}
