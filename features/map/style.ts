import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';

/** The colours of the offline base map, read from the board's theme. */
export interface BaseMapColors {
  water: string;
  land: string;
  border: string;
  /** Rivers and lake shores of the detail layer: a stronger tint, so a river reads on the land. */
  river: string;
}

/**
 * The bundled Natural Earth shapes, written into public/ by scripts/map-assets.mjs; the name
 * carries the version, so the file is cached for good (next.config.ts).
 */
export const BASE_MAP_DATA_PATH = '/map/base-map-ne50m-1.geojson';

const HEX = /^#([0-9a-f]{6})$/i;

/** Mixes two #rrggbb colours (`ratio` of `b`); anything else returns `a` unchanged. */
export function mixColors(a: string, b: string, ratio: number): string {
  const ma = HEX.exec(a.trim());
  const mb = HEX.exec(b.trim());
  if (!ma || !mb) return a.trim();
  const channel = (hex: string, i: number) => parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(ma[1]!, i) * (1 - ratio) + channel(mb[1]!, i) * ratio));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Base-map colours from the theme palette: water a tint of the primary colour, land the paper, borders the divider. */
export function colorsFromPalette(p: { background: string; paper: string; divider: string; primary: string }) {
  return {
    water: mixColors(p.background, p.primary, 0.12),
    land: p.paper.trim(),
    border: mixColors(p.divider, p.primary, 0.25),
    river: mixColors(p.paper, p.primary, 0.45),
  } satisfies BaseMapColors;
}

/** The source the map fills with the detail cells in view (features/map/detail.ts); it starts empty. */
export const DETAIL_SOURCE = 'detail';
/** The layers drawing the detail source, so a test or the map can ask what they rendered. */
export const DETAIL_LAYERS = ['detail-lakes', 'detail-shores', 'detail-rivers'] as const;

/** A river's width by its class: major rivers, rivers, then streams and canals. */
const byClass = (major: number, river: number, other: number): ExpressionSpecification => [
  'match',
  ['get', 'class'],
  'major',
  major,
  'river',
  river,
  other,
];

/**
 * The offline style: water (background), land and country borders from the bundled Natural Earth
 * shapes; over them, once zoomed in, the detail source's lakes, rivers and canals. No glyphs or
 * sprites: offer pins, clusters and place names are HTML markers.
 */
export function buildOfflineStyle(colors: BaseMapColors, dataUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      world: { type: 'geojson', data: dataUrl },
      [DETAIL_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'world',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': colors.land },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'world',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': colors.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.4] },
      },
      {
        id: 'detail-lakes',
        type: 'fill',
        source: DETAIL_SOURCE,
        filter: ['==', ['get', 'kind'], 'lake'],
        paint: { 'fill-color': colors.water, 'fill-outline-color': colors.river },
      },
      {
        id: 'detail-shores',
        type: 'line',
        source: DETAIL_SOURCE,
        filter: ['==', ['get', 'kind'], 'shore'],
        paint: { 'line-color': colors.river, 'line-width': 1 },
      },
      {
        id: 'detail-rivers',
        type: 'line',
        source: DETAIL_SOURCE,
        filter: ['==', ['get', 'kind'], 'river'],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': colors.river,
          // A zoom curve must be the outermost expression: the class picks the width at each stop.
          'line-width': [
            'interpolate',
            ['exponential', 1.6],
            ['zoom'],
            8,
            byClass(1.4, 0.8, 0.4),
            12,
            byClass(4, 2, 1),
            15,
            byClass(12, 5, 2.5),
          ],
        },
      },
    ],
  };
}
