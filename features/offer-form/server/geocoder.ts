import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { foldText } from '@/lib/text';

/**
 * Address → coordinates for offer locations, with no outside service by default: the board's city
 * dictionary answers the city's coordinates (the street is kept as typed). With `GEOCODER_URL` a
 * Nominatim-compatible service (`/search?format=jsonv2`) answers street-level coordinates instead.
 * Either way an address that finds nothing is the spec's ZERO_RESULTS: null, which the form shows
 * as 'address coordinates not found, verify the address' on the city.
 */
export interface GeocodeQuery {
  city: string;
  street: string;
  countryCode: string;
}

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  /** The dictionary city (for the list's city filter), when the city is one of the board's. */
  cityId: number | null;
}

/** The dictionary city named `name` (Polish or English label, or slug; case and accents ignored). */
export async function findDictionaryCity(db: DbOrTx, name: string, countryCode = 'PL') {
  const wanted = foldText(name.trim());
  if (!wanted) return null;
  const rows = await db.select().from(cities);
  return (
    rows.find(
      (c) =>
        c.countryCode.toUpperCase() === countryCode.toUpperCase() &&
        [c.labels.pl, c.labels.en, c.slug.replace(/-/g, ' ')].some((label) => foldText(label) === wanted),
    ) ?? null
  );
}

interface NominatimHit {
  lat: string;
  lon: string;
}

async function remote(url: string, query: GeocodeQuery): Promise<{ latitude: number; longitude: number } | null> {
  const search = new URL('search', url.endsWith('/') ? url : `${url}/`);
  search.searchParams.set('format', 'jsonv2');
  search.searchParams.set('limit', '1');
  search.searchParams.set('city', query.city);
  if (query.street.trim()) search.searchParams.set('street', query.street);
  search.searchParams.set('countrycodes', query.countryCode.toLowerCase());
  const res = await fetch(search, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const hits = (await res.json()) as NominatimHit[];
  const hit = Array.isArray(hits) ? hits[0] : undefined;
  if (!hit) return null;
  const [latitude, longitude] = [Number(hit.lat), Number(hit.lon)];
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

/** Coordinates of an address, or null (ZERO_RESULTS). A failing outside service falls back to the dictionary. */
export async function geocode(
  db: DbOrTx,
  query: GeocodeQuery,
  serviceUrl: string | undefined = getEnv().GEOCODER_URL,
): Promise<GeocodeResult | null> {
  const city = await findDictionaryCity(db, query.city, query.countryCode);
  if (serviceUrl) {
    try {
      const found = await remote(serviceUrl, query);
      return found ? { ...found, cityId: city?.id ?? null } : null;
    } catch (error) {
      logger.warn({ err: error }, 'geocoder unavailable, using the city dictionary');
    }
  }
  return city ? { latitude: city.latitude, longitude: city.longitude, cityId: city.id } : null;
}
