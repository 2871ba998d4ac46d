import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { distanceKm, findLocalityByName, getLocality, type Locality } from '@/lib/geo/gazetteer';
import { logger } from '@/lib/log';
import { foldText } from '@/lib/text';
import type { GeocodeAnswer } from '../geocode';

/**
 * Address → coordinates for offer locations (decision 0050). A locality is the board's city dictionary
 * or, beyond it, the offline gazetteer of Poland (`lib/geo/gazetteer.ts`). With no outside service (the
 * default) an address is placed at its locality's centre and the employer drags the pin; with
 * `GEOCODER_URL` a Nominatim- or Photon-compatible service places the street. An address that finds
 * nothing is the spec's ZERO_RESULTS: null, which the form shows on the city as 'address coordinates
 * not found, verify the address'.
 */
export interface GeocodeQuery {
  city: string;
  street: string;
  countryCode: string;
}

/** A named place: a city of the table (the dictionary, or a locality added before), or a gazetteer locality. */
export type Place = { cityId: number; latitude: number; longitude: number } | { locality: Locality };

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  /** Where the point came from: the service placed the street, or the locality's centre stands for it. */
  precision: 'street' | 'locality';
  place: Place | null;
}

/** How far a pin may be from the locality its address names and still be taken as in it. */
const SAME_PLACE_KM = 50;
/** Two centres of one name this close are one town (the dictionary's centre and GeoNames' differ a little). */
const SAME_CENTRE_KM = 15;

const labelsOf = (c: typeof cities.$inferSelect) => [c.labels.pl, c.labels.en, c.slug.replace(/-/g, ' ')];
const fold = (text: string) => foldText(text.trim()).replace(/[\s-]+/g, ' ');

/** The dictionary city named `name` (Polish or English label, or slug; case and accents ignored). */
export async function findDictionaryCity(db: DbOrTx, name: string, countryCode = 'PL') {
  const wanted = fold(name);
  if (!wanted) return null;
  const rows = await db.select().from(cities);
  const named = rows.filter(
    (c) =>
      c.countryCode.toUpperCase() === countryCode.toUpperCase() && labelsOf(c).some((label) => fold(label) === wanted),
  );
  // The dictionary's own before a same-named locality added later.
  return named.find((c) => c.geonameId === null) ?? named[0] ?? null;
}

/**
 * The place an address names: by name among the cities table and the gazetteer; with a point (the
 * form's pin, a service's answer) the same-named place nearest to it (there are many a Nowa Wieś), else
 * the dictionary's city, else the most populous locality of that name.
 */
export async function resolvePlace(
  db: DbOrTx,
  name: string,
  countryCode: string,
  near: { latitude: number; longitude: number } | null,
): Promise<Place | null> {
  const wanted = fold(name);
  if (!wanted || countryCode.toUpperCase() !== 'PL') {
    const city = wanted ? await findDictionaryCity(db, name, countryCode) : null;
    return city ? { cityId: city.id, latitude: city.latitude, longitude: city.longitude } : null;
  }
  const rows = await db.select().from(cities);
  const named = rows.filter(
    (c) => c.countryCode.toUpperCase() === 'PL' && labelsOf(c).some((label) => fold(label) === wanted),
  );
  const asPlace = (c: (typeof rows)[number]): Place => ({ cityId: c.id, latitude: c.latitude, longitude: c.longitude });
  const added = (l: Locality): Place => {
    const row = rows.find((c) => c.geonameId === l.geonameId);
    return row ? asPlace(row) : { locality: l };
  };
  if (near) {
    const city = named
      .map((c) => ({ c, km: distanceKm(c, near) }))
      .filter((x) => x.km <= SAME_PLACE_KM)
      .sort((a, b) => a.km - b.km)[0]?.c;
    const locality = findLocalityByName(name, near, SAME_PLACE_KM);
    // The city of the table when the locality is the same place (the dictionary's Kraków is GeoNames' too).
    const isSame = city && locality && distanceKm(city, locality) < SAME_CENTRE_KM;
    if (city && (!locality || isSame || distanceKm(city, near) <= distanceKm(locality, near))) return asPlace(city);
    if (locality) return added(locality);
  }
  const dictionary = named.find((c) => c.geonameId === null) ?? named[0];
  if (dictionary) return asPlace(dictionary);
  const locality = findLocalityByName(name);
  return locality ? added(locality) : null;
}

/**
 * The cities row of a gazetteer locality, added the first time an offer is published in it (in the
 * caller's transaction): a slug of its name, or of its name and voivodeship when another place has it.
 */
export async function ensureLocalityCity(tx: DbOrTx, geonameId: number): Promise<number | null> {
  const locality = getLocality(geonameId);
  if (!locality) return null;
  const [existing] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.geonameId, geonameId));
  if (existing) return existing.id;
  const base = slugOf(locality.name);
  const taken = new Set((await tx.select({ slug: cities.slug }).from(cities)).map((c) => c.slug));
  const slug = [base, `${base}-${slugOf(locality.voivodeship)}`, `${base}-${geonameId}`].find(
    (s) => !taken.has(s) && !RESERVED_SLUGS.has(s),
  )!;
  await tx
    .insert(cities)
    .values({
      slug,
      labels: { pl: locality.name, en: locality.name },
      group: 'list',
      voivodeship: locality.voivodeship,
      latitude: locality.latitude,
      longitude: locality.longitude,
      countryCode: locality.countryCode,
      geonameId,
    })
    // A concurrent publish adding the same locality (or a same-named one under the same slug) wins.
    .onConflictDoNothing();
  const [row] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.geonameId, geonameId));
  return row?.id ?? null;
}

/** The list path's location words (features/offers/search-params.ts): never a city's slug. */
const RESERVED_SLUGS = new Set(['all-locations', 'remote']);

const slugOf = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

interface NominatimHit {
  lat: string;
  lon: string;
}

interface PhotonAnswer {
  features?: { geometry?: { coordinates?: [number, number] } }[];
}

/**
 * One lookup on the configured service. A URL whose path ends in `/api` is Photon's (`?q=`, GeoJSON);
 * any other is Nominatim's (`/search`, structured street and city, `format=jsonv2`).
 */
async function remote(url: string, query: GeocodeQuery): Promise<{ latitude: number; longitude: number } | null> {
  const base = new URL(url);
  const isPhoton = /\/api\/?$/.test(base.pathname);
  const search = isPhoton ? base : new URL('search', url.endsWith('/') ? url : `${url}/`);
  if (isPhoton) {
    search.searchParams.set('q', [query.street, query.city].filter((s) => s.trim()).join(', '));
    search.searchParams.set('limit', '1');
  } else {
    search.searchParams.set('format', 'jsonv2');
    search.searchParams.set('limit', '1');
    search.searchParams.set('city', query.city);
    if (query.street.trim()) search.searchParams.set('street', query.street);
    search.searchParams.set('countrycodes', query.countryCode.toLowerCase());
  }
  const res = await fetch(search, {
    // Nominatim's usage policy asks every client to name itself.
    headers: { accept: 'application/json', 'user-agent': 'Wakat job board (offer addresses)' },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const body = (await res.json()) as NominatimHit[] | PhotonAnswer;
  const [longitude, latitude] = Array.isArray(body)
    ? [Number(body[0]?.lon), Number(body[0]?.lat)]
    : (body.features?.[0]?.geometry?.coordinates ?? [NaN, NaN]);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

const pointOf = (place: Place) => ('locality' in place ? place.locality : place);

/** Coordinates of an address, or null (ZERO_RESULTS). A failing outside service falls back to the locality. */
export async function geocode(
  db: DbOrTx,
  query: GeocodeQuery,
  serviceUrl: string | undefined = getEnv().GEOCODER_URL,
): Promise<GeocodeResult | null> {
  if (!query.city.trim()) return null;
  if (serviceUrl) {
    try {
      const found = await remote(serviceUrl, query);
      if (!found) return null;
      const place = await resolvePlace(db, query.city, query.countryCode, found);
      return { ...found, precision: query.street.trim() ? 'street' : 'locality', place };
    } catch (error) {
      logger.warn({ err: error }, 'geocoder unavailable, using the locality');
    }
  }
  const place = await resolvePlace(db, query.city, query.countryCode, null);
  if (!place) return null;
  const { latitude, longitude } = pointOf(place);
  return { latitude, longitude, precision: 'locality', place };
}

/** The offer form's look-up of one address (GET /api/v2/employer-panel/geocode). */
export async function locateAddress(db: DbOrTx, query: GeocodeQuery): Promise<GeocodeAnswer> {
  const found = await geocode(db, query);
  return found
    ? { status: 'OK', latitude: found.latitude, longitude: found.longitude, precision: found.precision }
    : { status: 'ZERO_RESULTS' };
}
