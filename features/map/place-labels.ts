/**
 * Place names drawn over the offline base map (which has no labels of its own), as HTML markers so no
 * glyph fonts are needed: the voivodeships when Poland is seen whole, the board's cities closer in.
 */
import { INITIAL_BOUNDS } from './viewport';

export interface PlaceLabel {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
  kind: 'region' | 'city' | 'town';
}

/** The 16 voivodeships (names as written in Polish, in both languages) at their visual centres. */
const VOIVODESHIPS: readonly (readonly [string, number, number])[] = [
  ['dolnośląskie', 51.05, 16.4],
  ['kujawsko-pomorskie', 53.05, 18.45],
  ['lubelskie', 51.15, 22.85],
  ['lubuskie', 52.2, 15.3],
  ['łódzkie', 51.5, 19.35],
  ['małopolskie', 49.85, 20.25],
  ['mazowieckie', 52.45, 21.15],
  ['opolskie', 50.6, 17.85],
  ['podkarpackie', 49.95, 22.2],
  ['podlaskie', 53.35, 22.85],
  ['pomorskie', 54.15, 17.85],
  ['śląskie', 50.35, 19.05],
  ['świętokrzyskie', 50.75, 20.75],
  ['warmińsko-mazurskie', 53.85, 20.75],
  ['wielkopolskie', 52.3, 17.25],
  ['zachodniopomorskie', 53.55, 15.5],
];

export const REGION_LABELS: PlaceLabel[] = VOIVODESHIPS.map(([name, latitude, longitude]) => ({
  key: `region:${name}`,
  name,
  latitude,
  longitude,
  kind: 'region',
}));

/** Below this zoom Poland is seen whole: voivodeships and the largest cities; from it, every city. */
export const REGION_ZOOM = 6.5;
/** Below this zoom nothing is labelled (the map shows more than Poland). */
export const LABEL_MIN_ZOOM = 4.5;

/** The labels to draw at a zoom: regions and the top cities when far, the board's cities when close. */
export function labelsAtZoom(zoom: number, cities: PlaceLabel[]): PlaceLabel[] {
  if (zoom < LABEL_MIN_ZOOM) return [];
  if (zoom < REGION_ZOOM) return [...REGION_LABELS, ...cities.filter((c) => c.kind === 'city')];
  return cities;
}

type Bounds = [[number, number], [number, number]];

/**
 * How far around a city the map opens when no radius is chosen: about zoom 11–12 on a phone and a desktop
 * column, close enough for the city's offers to stand apart as pins and small clusters (a 15 km view opened
 * at zoom 9–10, where a city's offers made one 99+ bubble) and for its river and districts to be read.
 */
export const CITY_VIEW_KM = 5;
const KM_PER_DEGREE = 111.32;

/**
 * Where the list map opens: on the filtered city and its radius (a box of that many kilometres
 * around it), else on the whole of Poland.
 */
export function initialBoundsFor(
  focus: { latitude: number; longitude: number; radiusKm: number | null } | null,
): Bounds {
  if (!focus) return INITIAL_BOUNDS;
  const km = focus.radiusKm && focus.radiusKm > 0 ? focus.radiusKm : CITY_VIEW_KM;
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.cos((focus.latitude * Math.PI) / 180));
  const r = (n: number) => Math.round(n * 1e4) / 1e4;
  return [
    [r(focus.longitude - dLon), r(focus.latitude - dLat)],
    [r(focus.longitude + dLon), r(focus.latitude + dLat)],
  ];
}
