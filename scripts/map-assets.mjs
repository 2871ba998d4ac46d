#!/usr/bin/env node
// Writes the map's static files into public/ (both git-ignored), before every build and dev start:
// - maplibre's worker: under Turbopack maplibre cannot locate its own worker, so the map loads it
//   from /maplibre-gl-worker.mjs (setWorkerUrl);
// - the offline base map: land and country borders from the bundled Natural Earth 1:50m shapes, as
//   one GeoJSON whose name carries its version (served gzipped and cached for good);
// - the offline base map's detail below country scale (rivers, lakes, towns, districts): the cells that
//   scripts/map-detail.mjs wrote into lib/geo/map-detail-pl, copied under a versioned folder.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';

const root = path.resolve(import.meta.dirname, '..');
/** Keep in step with BASE_MAP_DATA_PATH in features/map/style.ts. */
export const BASE_MAP_FILE = 'map/base-map-ne50m-1.geojson';
/** Keep in step with MAP_DETAIL.path in features/map/detail.ts. */
export const DETAIL_DIR = 'map/detail-1';

/** Natural Earth 1:50m is good to about a kilometre: two decimals keep the file small. */
const round = (v) => Math.round(v * 100) / 100;

function roundLine(line) {
  const out = [];
  for (const [lon, lat] of line) {
    const point = [round(lon), round(lat)];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== point[0] || prev[1] !== point[1]) out.push(point);
  }
  return out;
}

/** Land (kind=land) and the borders between countries (kind=border) as one GeoJSON text. */
export function buildBaseMap(topology) {
  const land = feature(topology, topology.objects.land);
  const polygons = land.features.flatMap((f) =>
    f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates,
  );
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'land' },
        geometry: {
          type: 'MultiPolygon',
          coordinates: polygons.map((rings) => rings.map(roundLine).filter((ring) => ring.length >= 4)),
        },
      },
      {
        type: 'Feature',
        properties: { kind: 'border' },
        geometry: { type: 'MultiLineString', coordinates: borders.coordinates.map(roundLine) },
      },
    ],
  });
}

function writeIfChanged(target, content) {
  mkdirSync(path.dirname(target), { recursive: true });
  if (!existsSync(target) || !readFileSync(target).equals(content)) writeFileSync(target, content);
}

function main() {
  const worker = path.join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs');
  if (!existsSync(worker)) {
    console.error(`maplibre worker not found at ${worker}: install the dependencies first.`);
    process.exit(1);
  }
  writeIfChanged(path.join(root, 'public/maplibre-gl-worker.mjs'), readFileSync(worker));
  const topology = JSON.parse(readFileSync(path.join(root, 'node_modules/world-atlas/countries-50m.json'), 'utf8'));
  writeIfChanged(path.join(root, 'public', BASE_MAP_FILE), Buffer.from(buildBaseMap(topology)));
  const detail = path.join(root, 'lib/geo/map-detail-pl');
  for (const file of readdirSync(detail))
    writeIfChanged(path.join(root, 'public', DETAIL_DIR, file), readFileSync(path.join(detail, file)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
