import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-50m.json';

/** Natural Earth 1:50m is good to about a kilometre: two decimals keep the file small. */
const round = (v: number) => Math.round(v * 100) / 100;

function roundLine(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon, lat] of line) {
    const point = [round(lon!), round(lat!)];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== point[0] || prev[1] !== point[1]) out.push(point);
  }
  return out;
}

let cached: string | null = null;
let gzipped: Buffer | null = null;

/**
 * The offline base map's shapes as one GeoJSON: land (kind=land) and the borders between
 * countries (kind=border), from the bundled Natural Earth TopoJSON. Built once per process.
 */
export function baseMapGeoJson(): string {
  if (cached) return cached;
  const topo = countries as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const landShape = feature(topo, topo.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
  const polygons = landShape.features.flatMap((f) =>
    f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates,
  );
  const land: Feature<MultiPolygon> = {
    type: 'Feature',
    properties: { kind: 'land' },
    geometry: {
      type: 'MultiPolygon',
      coordinates: polygons.map((rings) => rings.map(roundLine).filter((ring) => ring.length >= 4)),
    },
  };
  const borderLines = mesh(topo, topo.objects.countries, (a, b) => a !== b) as MultiLineString;
  const borders: Feature<MultiLineString> = {
    type: 'Feature',
    properties: { kind: 'border' },
    geometry: { type: 'MultiLineString', coordinates: borderLines.coordinates.map(roundLine) },
  };
  cached = JSON.stringify({ type: 'FeatureCollection', features: [land, borders] });
  return cached;
}

/** The same shapes gzipped once (~0.35 MB instead of ~1.2 MB). */
export function baseMapGeoJsonGzip(): Buffer {
  gzipped ??= gzipSync(baseMapGeoJson(), { level: 9 });
  return gzipped;
}
