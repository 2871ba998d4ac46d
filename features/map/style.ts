import type { StyleSpecification } from 'maplibre-gl';

/** The colours of the offline base map, read from the board's theme. */
export interface BaseMapColors {
  water: string;
  land: string;
  border: string;
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
  } satisfies BaseMapColors;
}

/**
 * The offline style: water (background), land and country borders from the bundled Natural Earth
 * shapes. No glyphs or sprites: offer pins and clusters are HTML markers.
 */
export function buildOfflineStyle(colors: BaseMapColors, dataUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: { world: { type: 'geojson', data: dataUrl } },
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
    ],
  };
}
