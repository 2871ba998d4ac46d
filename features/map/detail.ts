/**
 * The offline base map's detail below country scale: rivers, canals, lakes and place names (towns and
 * city districts) of Poland, cut into cells of half a degree (scripts/map-detail.mjs writes them, the
 * build copies them into public/). A map loads the cells in view once it is zoomed in past MIN_ZOOM.
 */
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';

export const MAP_DETAIL = {
  /** Versioned by name: the files are cached for good (next.config.ts). Keep in step with scripts/map-assets.mjs. */
  path: '/map/detail-1',
  cellDeg: 0.5,
  /** From this zoom the cells in view are loaded (a city and its surroundings; Poland whole needs none). */
  minZoom: 8,
  /** A view needs at most this many cells; a wider one (zooming out) loads nothing more. */
  maxCells: 40,
} as const;

export type WaterFeature = Feature<LineString | Polygon, { kind: 'river' | 'lake' | 'shore'; class?: string }>;
export type PlaceFeature = Feature<Point, { kind: 'town' | 'district'; name: string; population: number }>;
export type DetailFeature = WaterFeature | PlaceFeature;

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The cell keys ("x_y", half-degree steps from 0°, 0°) that a view touches, one ring of cells wider. */
export function cellsInView(b: Bounds, cellDeg: number = MAP_DETAIL.cellDeg): string[] {
  const x0 = Math.floor(b.west / cellDeg) - 1;
  const x1 = Math.floor(b.east / cellDeg) + 1;
  const y0 = Math.floor(b.south / cellDeg) - 1;
  const y1 = Math.floor(b.north / cellDeg) + 1;
  const keys: string[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(`${x}_${y}`);
  return keys;
}

/** The cells to load for a view: none below the detail zoom or for a view wider than maxCells. */
export function cellsToLoad(zoom: number, b: Bounds, available: ReadonlySet<string>): string[] {
  if (zoom < MAP_DETAIL.minZoom) return [];
  const keys = cellsInView(b);
  if (keys.length > MAP_DETAIL.maxCells) return [];
  return keys.filter((k) => available.has(k));
}

/** The water of loaded cells as one collection for the map's `detail` source. */
export function waterCollection(cells: Iterable<DetailFeature[]>): FeatureCollection {
  const features: Feature[] = [];
  for (const list of cells)
    for (const f of list) if (f.properties.kind !== 'town' && f.properties.kind !== 'district') features.push(f);
  return { type: 'FeatureCollection', features };
}

/** How many inhabitants a town needs to be named at a zoom (districts from DISTRICT_ZOOM). */
export function townPopulationAt(zoom: number): number {
  if (zoom >= 12) return 0;
  if (zoom >= 11) return 2000;
  if (zoom >= 10) return 5000;
  if (zoom >= 9) return 10000;
  return 25000;
}
export const DISTRICT_ZOOM = 10.5;
/** At most this many detail names at once, the most populous first. */
export const MAX_DETAIL_LABELS = 40;
const NEAR_DEG = 0.02;

export interface DetailLabel {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
  kind: 'town' | 'district';
}

/**
 * The place names of loaded cells to draw in a view at a zoom: districts when close, towns by size, never a
 * place standing where the map names one already (the board's cities, `taken`, within about 2 km: GeoNames
 * says Warsaw where the board says Warszawa).
 */
export function detailLabels(
  cells: Iterable<DetailFeature[]>,
  zoom: number,
  b: Bounds,
  taken: readonly { name: string; latitude: number; longitude: number }[],
): DetailLabel[] {
  if (zoom < MAP_DETAIL.minZoom) return [];
  const minPopulation = townPopulationAt(zoom);
  const found: PlaceFeature[] = [];
  for (const list of cells)
    for (const f of list) {
      const p = f.properties;
      if (p.kind !== 'town' && p.kind !== 'district') continue;
      const place = f as PlaceFeature;
      const [lon, lat] = place.geometry.coordinates as [number, number];
      if (lon < b.west || lon > b.east || lat < b.south || lat > b.north) continue;
      if (p.kind === 'district' ? zoom < DISTRICT_ZOOM : place.properties.population < minPopulation) continue;
      const isTaken = taken.some(
        (t) => Math.abs(t.latitude - lat) < NEAR_DEG && Math.abs(t.longitude - lon) < NEAR_DEG * 1.6,
      );
      if (!isTaken) found.push(place);
    }
  return found
    .sort((a, b2) => b2.properties.population - a.properties.population)
    .slice(0, MAX_DETAIL_LABELS)
    .map((f) => {
      const [longitude, latitude] = f.geometry.coordinates as [number, number];
      return {
        key: `${f.properties.kind}:${f.properties.name}:${latitude},${longitude}`,
        name: f.properties.name,
        latitude,
        longitude,
        kind: f.properties.kind,
      };
    });
}
